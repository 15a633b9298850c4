import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { BUSINESS_STAGE_OPTIONS, INDUSTRY_OPTIONS } from '../../../lib/business-options.ts';
import type { RegisterModalInput } from '../register-form-schema.ts';

type StepProps = {
  register: UseFormRegister<RegisterModalInput>;
  errors: FieldErrors<RegisterModalInput>;
};

export function RegisterBusinessStep({ register, errors }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Empresa"
        autoComplete="organization"
        className="sm:col-span-2"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <SelectField
        label="Giro del negocio"
        placeholder="Selecciona un giro"
        options={INDUSTRY_OPTIONS}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <SelectField
        label="Etapa del negocio"
        placeholder="Selecciona una etapa"
        options={BUSINESS_STAGE_OPTIONS}
        error={errors.business_stage?.message}
        {...register('business_stage')}
      />
      <TextField
        label="Número de empleados"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.employee_count?.message}
        {...register('employee_count')}
      />
      <TextField
        label="Ingreso mensual (MXN)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.monthly_revenue?.message}
        {...register('monthly_revenue')}
      />
      <TextField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="País"
        autoComplete="country-name"
        placeholder="México"
        error={errors.country?.message}
        {...register('country')}
      />
    </div>
  );
}

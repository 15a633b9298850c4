import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BusinessFieldsInput } from '../lib/business-fields.ts';
import { BUSINESS_STAGE_OPTIONS, INDUSTRY_OPTIONS } from '../lib/business-options.ts';
import { SelectField } from './ui/select-field.tsx';
import { TextField } from './ui/text-field.tsx';

type Props = {
  register: UseFormRegister<BusinessFieldsInput>;
  errors: FieldErrors<BusinessFieldsInput>;
  /** 'choose' while registering (nothing chosen yet); 'edit' on the profile (may be cleared). */
  mode: 'choose' | 'edit';
};

/**
 * The company fields (company, industry, stage, employees, monthly revenue, phone, country):
 * step 2 of the register modal and the profile form. Lay it out inside a two-column grid.
 */
export function BusinessProfileFields({ register, errors, mode }: Props) {
  const choosing = mode === 'choose';
  return (
    <>
      <TextField
        label="Empresa"
        autoComplete="organization"
        className={choosing ? 'sm:col-span-2' : undefined}
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <SelectField
        label="Giro del negocio"
        placeholder={choosing ? 'Selecciona un giro' : 'Sin especificar'}
        options={INDUSTRY_OPTIONS}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <SelectField
        label="Etapa del negocio"
        placeholder={choosing ? 'Selecciona una etapa' : 'Sin especificar'}
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
        placeholder={choosing ? 'México' : undefined}
        error={errors.country?.message}
        {...register('country')}
      />
    </>
  );
}

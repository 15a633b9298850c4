import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BusinessFieldsInput } from '../../lib/business-fields.ts';
import { TextField } from '../ui/text-field.tsx';
import {
  type ChoiceMode,
  CompanyNameField,
  EmployeesField,
  IndustryField,
  StageField,
} from './business-fields.tsx';

/**
 * The whole business profile (company, industry, stage, employees, monthly revenue, phone,
 * country) of a form that names its values as the API's user does: step 2 of the register
 * modal and the profile form. Lay it out inside a two-column grid.
 */
export function BusinessProfileFields({
  register,
  errors,
  mode,
}: {
  register: UseFormRegister<BusinessFieldsInput>;
  errors: FieldErrors<BusinessFieldsInput>;
  mode: ChoiceMode;
}) {
  return (
    <>
      <CompanyNameField
        registration={register('company_name')}
        error={errors.company_name?.message}
        className={mode === 'choose' ? 'sm:col-span-2' : undefined}
      />
      <IndustryField
        registration={register('industry')}
        error={errors.industry?.message}
        mode={mode}
      />
      <StageField
        registration={register('business_stage')}
        error={errors.business_stage?.message}
        mode={mode}
      />
      <EmployeesField
        registration={register('employee_count')}
        error={errors.employee_count?.message}
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
        placeholder={mode === 'choose' ? 'México' : undefined}
        error={errors.country?.message}
        {...register('country')}
      />
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { BUSINESS_STAGE_OPTIONS, INDUSTRY_OPTIONS } from '../../lib/business-options.ts';
import { SelectField, type SelectOption } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';

// Each field of the business profile once: the same label, input, hint and autofill wherever it
// is asked (register page and modal, profile, onboarding), whatever the form calls the value.

export type BusinessFieldProps = {
  /** `register('name')` of the form that holds the value. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Needed to go on (the onboarding); marked for assistive technology. */
  required?: boolean;
  className?: string;
};

/**
 * 'choose' while nothing is chosen yet (register, onboarding: 'Selecciona un giro'); 'edit' on
 * a saved profile, where the blank choice clears the value ('Sin especificar').
 */
export type ChoiceMode = 'choose' | 'edit';

export function FullNameField({ registration, error, className }: BusinessFieldProps) {
  return (
    <TextField
      label="Nombre completo"
      autoComplete="name"
      required
      className={className}
      error={error}
      {...registration}
    />
  );
}

export function CompanyNameField({
  registration,
  error,
  required,
  className,
  hint,
}: BusinessFieldProps & { hint?: string }) {
  return (
    <TextField
      label="Nombre de la empresa"
      autoComplete="organization"
      required={required}
      hint={hint}
      className={className}
      error={error}
      {...registration}
    />
  );
}

type ChoiceProps = BusinessFieldProps & { mode: ChoiceMode };

/** A select of the profile: 'choose' asks to pick one, 'edit' lets a saved value be cleared. */
function ProfileChoice({
  registration,
  error,
  required,
  className,
  mode,
  label,
  prompt,
  options,
}: ChoiceProps & { label: string; prompt: string; options: readonly SelectOption[] }) {
  return (
    <SelectField
      label={label}
      placeholder={mode === 'choose' ? prompt : 'Sin especificar'}
      options={options}
      required={required}
      className={className}
      error={error}
      {...registration}
    />
  );
}

export function IndustryField(props: ChoiceProps) {
  return (
    <ProfileChoice
      {...props}
      label="Giro del negocio"
      prompt="Selecciona un giro"
      options={INDUSTRY_OPTIONS}
    />
  );
}

export function StageField(props: ChoiceProps) {
  return (
    <ProfileChoice
      {...props}
      label="Etapa del negocio"
      prompt="Selecciona una etapa"
      options={BUSINESS_STAGE_OPTIONS}
    />
  );
}

export function EmployeesField({ registration, error, required, className }: BusinessFieldProps) {
  return (
    <TextField
      label="Número de empleados"
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      required={required}
      hint="Incluyéndote a ti."
      className={className}
      error={error}
      {...registration}
    />
  );
}

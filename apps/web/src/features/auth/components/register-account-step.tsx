import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FullNameField } from '../../../components/business-profile/business-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import type { RegisterModalInput } from '../register-form-schema.ts';
import { UsernameField } from './username-field.tsx';

type StepProps = {
  register: UseFormRegister<RegisterModalInput>;
  errors: FieldErrors<RegisterModalInput>;
};

export function RegisterAccountStep({ register, errors }: StepProps) {
  return (
    <div className="space-y-4">
      <FullNameField registration={register('full_name')} error={errors.full_name?.message} />
      <UsernameField registration={register('username')} error={errors.username?.message} />
      <EmailField
        label="Correo electrónico"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="new-password"
        required
        hint="Al menos 8 caracteres."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </div>
  );
}

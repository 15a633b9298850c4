import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FullNameField } from '../../../components/business-profile/business-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import type { RegisterModalInput } from '../register-form-schema.ts';

type StepProps = {
  register: UseFormRegister<RegisterModalInput>;
  errors: FieldErrors<RegisterModalInput>;
};

export function RegisterAccountStep({ register, errors }: StepProps) {
  return (
    <div className="space-y-4">
      <FullNameField registration={register('full_name')} error={errors.full_name?.message} />
      <TextField
        label="Nombre de usuario"
        autoComplete="username"
        required
        minLength={3}
        maxLength={20}
        hint="Entre 3 y 20 caracteres: letras, números, punto, guion o guion bajo."
        error={errors.username?.message}
        {...register('username')}
      />
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

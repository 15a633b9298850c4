import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';

const RULE = 'Entre 3 y 20 caracteres: letras, números, punto, guion o guion bajo.';

/** The username of a new account (register page and modal), with the contract's limits. */
export function UsernameField({
  registration,
  error,
  suggested = false,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  /** The form fills it in from the email until the person types their own. */
  suggested?: boolean;
}) {
  return (
    <TextField
      label="Nombre de usuario"
      autoComplete="username"
      required
      minLength={3}
      maxLength={20}
      hint={suggested ? `Lo sugerimos a partir de tu correo; puedes cambiarlo. ${RULE}` : RULE}
      error={error}
      {...registration}
    />
  );
}

import { AUTH_MESSAGES, passwordSchema, z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage, fieldError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/password-reset.ts';

/** The fields a refusal from the server is shown under (lib/api-client.ts#fieldError). */
const SERVER_FIELDS = ['password'] as const;

const ResetFormSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(1, { error: 'Confirma tu contraseña' }),
  })
  .refine((values) => values.password === values.confirm_password, {
    path: ['confirm_password'],
    error: AUTH_MESSAGES.passwordsDontMatch,
  });
type ResetInput = z.input<typeof ResetFormSchema>;
type ResetOutput = z.output<typeof ResetFormSchema>;

const linkClass = 'font-semibold text-brand-700 hover:underline';

export function ResetPasswordForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetOutput) => resetPassword({ token, password: values.password }),
    onError: (error) => {
      const refused = fieldError(error, SERVER_FIELDS);
      if (refused) {
        setError(refused.field, { message: refused.message }, { shouldFocus: true });
      }
    },
  });

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          {mutation.data.detail || 'Tu contraseña se actualizó. Ya puedes iniciar sesión.'}
        </Alert>
        <Link to="/login" className={linkClass}>
          Ir a iniciar sesión
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && !fieldError(mutation.error, SERVER_FIELDS) ? (
        <Alert>
          <p>{errorMessage(mutation.error, 'No pudimos restablecer tu contraseña.')}</p>
          <p className="mt-1">
            <Link to="/forgot-password" className={linkClass}>
              Solicitar un enlace nuevo
            </Link>
          </p>
        </Alert>
      ) : null}
      <PasswordField
        label="Nueva contraseña"
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
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Guardando...' : 'Restablecer contraseña'}
      </Button>
    </form>
  );
}

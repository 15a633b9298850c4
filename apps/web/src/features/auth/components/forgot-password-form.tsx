import { FORGOT_PASSWORD_REPLY, ForgotPasswordRequestSchema, type z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { requestPasswordReset } from '../api/password-reset.ts';

type ForgotInput = z.input<typeof ForgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof ForgotPasswordRequestSchema>;

/**
 * Whether the email exists is never revealed: any answer shows the same reply, except a
 * validation error (400), too many attempts (429) or no connection, which the user can act on.
 */
function shouldShowError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 400 || error.status === 429 || error.status === 0;
}

export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  const failed = mutation.isError && shouldShowError(mutation.error);
  const done = mutation.isSuccess || (mutation.isError && !failed);

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{FORGOT_PASSWORD_REPLY}</Alert>
        <p className="text-sm text-slate-700">
          El enlace caduca pronto y solo funciona una vez. Si no lo ves, revisa tu carpeta de correo
          no deseado.
        </p>
        <Link to="/login" className="inline-block font-semibold text-brand-700 hover:underline">
          Volver a iniciar sesión
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
      {failed ? (
        <Alert>
          {errorMessage(mutation.error, 'No pudimos enviar el enlace. Intenta de nuevo.')}
        </Alert>
      ) : null}
      <EmailField
        label="Correo electrónico"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Enviando...' : 'Enviar enlace'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Volver a iniciar sesión
        </Link>
      </p>
    </form>
  );
}

import { AUTH_MESSAGES, ChangePasswordRequestSchema, passwordSchema, z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage, fieldError } from '../../../lib/api-client.ts';
import { changePassword } from '../api/change-password.ts';
import { SESSIONS_KEY } from '../api/settings-api.ts';

/** The fields a refusal from the server is shown under (lib/api-client.ts#fieldError). */
const SERVER_FIELDS = ['current_password', 'new_password'] as const;

const ChangePasswordFormSchema = z
  .object({
    current_password: ChangePasswordRequestSchema.shape.current_password,
    new_password: passwordSchema,
    confirm_password: z.string().min(1, { error: 'Confirma tu nueva contraseña' }),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    error: AUTH_MESSAGES.passwordsDontMatch,
  });
type ChangePasswordInput = z.input<typeof ChangePasswordFormSchema>;
type ChangePasswordOutput = z.output<typeof ChangePasswordFormSchema>;

const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', confirm_password: '' };

const PASSWORD_CHANGED_MESSAGE =
  'Contraseña actualizada. Cerramos tus sesiones abiertas en otros dispositivos.';

export function ChangePasswordForm() {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordOutput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordOutput) =>
      changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      }),
    onSuccess: () => {
      reset(EMPTY);
      // The change closed the other sessions: the list below shows it.
      void client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => {
      const refused = fieldError(error, SERVER_FIELDS);
      if (refused) {
        setError(refused.field, { message: refused.message }, { shouldFocus: true });
      }
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        required
        hint="Al menos 8 caracteres."
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordField
        label="Confirmar nueva contraseña"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      {mutation.isError && !fieldError(mutation.error, SERVER_FIELDS) ? (
        <Alert>{errorMessage(mutation.error, 'No pudimos cambiar tu contraseña.')}</Alert>
      ) : null}
      {mutation.isSuccess ? (
        <Alert tone="success">{mutation.data.detail || PASSWORD_CHANGED_MESSAGE}</Alert>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}

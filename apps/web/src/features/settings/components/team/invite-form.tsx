import {
  InvitationInputSchema,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type z,
} from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { EmailField } from '../../../../components/ui/text-field.tsx';
import { errorMessage, fieldError } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { useInvite } from '../../api/team-api.ts';

type InviteInput = z.input<typeof InvitationInputSchema>;
type InviteOutput = z.output<typeof InvitationInputSchema>;

const SERVER_FIELDS = ['email', 'role'] as const;
const EMPTY: InviteInput = { email: '', role: 'accountant' };

/** An owner invites by email with a role; the API mails the link and says so. */
export function InviteForm() {
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(InvitationInputSchema),
    defaultValues: EMPTY,
  });
  const chosen = watch('role');

  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => reset({ email: '', role: values.role }),
      onError: (error) => {
        const refused = fieldError(error, SERVER_FIELDS);
        if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <EmailField
        label="Correo de la persona"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email', { onChange: () => invite.reset() })}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Rol</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {TEAM_ROLES.map((role) => (
            <label
              key={role}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                chosen === role ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
              )}
            >
              <input
                type="radio"
                value={role}
                className="mt-0.5 accent-brand-700"
                {...register('role')}
              />
              <span>
                <span className="block font-semibold text-slate-900">{TEAM_ROLE_LABELS[role]}</span>
                <span className="block text-slate-600">{TEAM_ROLE_DESCRIPTIONS[role]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role?.message ? (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errors.role.message}</p>
        ) : null}
      </fieldset>
      {invite.isError && !fieldError(invite.error, SERVER_FIELDS) ? (
        <Alert>{errorMessage(invite.error, 'No pudimos enviar la invitación.')}</Alert>
      ) : null}
      <div role="status" aria-live="polite">
        {invite.isSuccess ? <Alert tone="success">{invite.data.detail}</Alert> : null}
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Enviando...' : 'Enviar invitación'}
      </Button>
    </form>
  );
}

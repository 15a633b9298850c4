import { DeleteAccountRequestSchema, type Team, type User, type z } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, fieldError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { leaveNotice } from '../../../lib/page-notice.ts';
import { deleteAccount } from '../api/account-api.ts';
import { useTeam } from '../api/team-api.ts';

type DeleteInput = z.input<typeof DeleteAccountRequestSchema>;
type DeleteOutput = z.output<typeof DeleteAccountRequestSchema>;

/** The last owner's deletion takes the company with it; anyone else's, only their account. */
export function isLastOwner(team: Team): boolean {
  return (
    team.your_role === 'owner' &&
    !team.members.some((member) => !member.is_you && member.role === 'owner')
  );
}

function Consequence({ team }: { team: Team }) {
  const company = team.company_name ? `«${team.company_name}»` : 'tu empresa';
  if (isLastOwner(team)) {
    const others = team.members.filter((m) => !m.is_you).length;
    return (
      <>
        <p>
          Eres el único dueño de {company}: eliminaremos tu cuenta, <strong>la empresa</strong> y{' '}
          <strong>todos sus datos</strong> (productos, costos, movimientos, clientes, análisis,
          reglas y notificaciones). No se puede deshacer.
        </p>
        {others > 0 ? (
          <p className="mt-2">
            {others === 1
              ? 'La otra persona del equipo conservará su cuenta, con una empresa nueva y vacía.'
              : `Las otras ${others} personas del equipo conservarán su cuenta, cada una con una empresa nueva y vacía.`}{' '}
            Si quieres que la empresa siga, primero haz dueño a alguien más en Equipo.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <p>
      Eliminaremos solo tu cuenta. Los datos de {company} siguen con su equipo. No se puede
      deshacer.
    </p>
  );
}

const DELETED_NOTICE = 'Eliminamos tu cuenta. Te enviamos la confirmación por correo.';

function DeleteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { forgetSession } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteInput, unknown, DeleteOutput>({
    resolver: zodResolver(DeleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // The server ended every session of the account: this browser forgets it, and the guard
      // of /app/* takes the person to the home page, where the notice waits.
      leaveNotice(DELETED_NOTICE);
      forgetSession();
    },
    onError: (error) => {
      const refused = fieldError(error, ['password'] as const);
      if (refused) setError('password', { message: refused.message }, { shouldFocus: true });
    },
  });
  const close = () => {
    if (mutation.isPending) return;
    reset();
    mutation.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title="¿Eliminar tu cuenta?"
      description="Escribe tu contraseña para confirmar."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {mutation.isError && !fieldError(mutation.error, ['password']) ? (
          <Alert>{errorMessage(mutation.error, 'No pudimos eliminar tu cuenta.')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? 'Eliminando...' : 'Eliminar mi cuenta'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** "Eliminar cuenta": what it means for this person, then the password. */
export function DeleteAccount({ user }: { user: User }) {
  const team = useTeam();
  const [open, setOpen] = useState(false);
  const isDemo = user.subscription_plan === 'demo';
  return (
    <section
      aria-labelledby="eliminar-cuenta"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="eliminar-cuenta" className="mb-1 text-lg font-semibold text-red-800">
        Eliminar cuenta
      </h2>
      {isDemo ? (
        <p className="text-sm text-slate-700">
          La cuenta demo no se elimina: sus datos se borran solos al terminar la visita.
        </p>
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          {team.data ? (
            <Consequence team={team.data} />
          ) : team.isError ? (
            <Alert>{errorMessage(team.error, 'No pudimos revisar tu equipo.')}</Alert>
          ) : (
            <Skeleton className="h-10" />
          )}
          <Button variant="danger" disabled={!team.data} onClick={() => setOpen(true)}>
            Eliminar mi cuenta
          </Button>
          <DeleteDialog open={open} onClose={() => setOpen(false)} />
        </div>
      )}
    </section>
  );
}

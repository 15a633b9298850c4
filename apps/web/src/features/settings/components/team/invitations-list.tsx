import { TEAM_ROLE_LABELS, type TeamInvitation } from '@caudal/contracts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useRevokeInvitation } from '../../api/team-api.ts';

const STATUS: Record<TeamInvitation['status'], { label: string; className: string }> = {
  pending: { label: 'Pendiente', className: 'bg-amber-100 text-amber-900' },
  accepted: { label: 'Aceptada', className: 'bg-brand-100 text-brand-900' },
  expired: { label: 'Vencida', className: 'bg-slate-100 text-slate-700' },
  revoked: { label: 'Cancelada', className: 'bg-slate-100 text-slate-700' },
};

/** The owner's invitations, newest first as the API sends them; a pending one can be cancelled. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) {
    return <p className="text-sm text-slate-600">Todavía no has invitado a nadie.</p>;
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Invitaciones" className="divide-y divide-slate-200">
        {invitations.map((invitation) => {
          const status = STATUS[invitation.status];
          return (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium break-all text-slate-900">
                  {invitation.email}
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      status.className,
                    )}
                  >
                    {status.label}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {TEAM_ROLE_LABELS[invitation.role]} · enviada el{' '}
                  {formatDate(invitation.created_at)}
                  {invitation.status === 'pending'
                    ? ` · vence el ${formatDate(invitation.expires_at)}`
                    : ''}
                </p>
              </div>
              {invitation.status === 'pending' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={`Cancelar invitación a ${invitation.email}`}
                  disabled={revoke.isPending && revoke.variables === invitation.id}
                  onClick={() => revoke.mutate(invitation.id)}
                >
                  Cancelar invitación
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {revoke.isError ? (
        <Alert>{errorMessage(revoke.error, 'No pudimos cancelar la invitación.')}</Alert>
      ) : null}
    </div>
  );
}

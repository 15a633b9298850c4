import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamMember, type TeamRole } from '@caudal/contracts';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { SelectInput } from '../../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useChangeRole, useRemoveMember } from '../../api/team-api.ts';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

type Confirming =
  | { kind: 'role'; member: TeamMember; role: TeamRole }
  | { kind: 'remove'; member: TeamMember }
  | null;

function YouBadge() {
  return (
    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
      Tú
    </span>
  );
}

function MemberRow({
  member,
  manage,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  manage: boolean;
  onRole: (role: TeamRole) => void;
  onRemove: () => void;
}) {
  const selectId = `rol-${member.user_id}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
          {member.full_name}
          {member.is_you ? <YouBadge /> : null}
        </p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
        <p className="text-sm text-slate-600">
          {manage ? null : (
            <span className="font-medium text-slate-800">{TEAM_ROLE_LABELS[member.role]} · </span>
          )}
          Desde el {formatDate(member.joined_at)}
        </p>
      </div>
      {manage ? (
        <div className="flex flex-wrap items-end gap-2 sm:shrink-0">
          <div>
            <label htmlFor={selectId} className="sr-only">
              Rol de {member.full_name}
            </label>
            <SelectInput
              id={selectId}
              className="w-40"
              options={ROLE_OPTIONS}
              value={member.role}
              onChange={(event) => onRole(event.target.value as TeamRole)}
            />
          </div>
          {member.is_you ? null : (
            <Button
              variant="secondary"
              aria-label={`Quitar a ${member.full_name} del equipo`}
              onClick={onRemove}
            >
              Quitar
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The company's people. An owner changes a role (after a confirmation; the API refuses leaving
 * the company without an owner, and its reason shows in the dialog) or removes someone.
 */
export function MembersList({ members, manage }: { members: TeamMember[]; manage: boolean }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const pending = changeRole.isPending || remove.isPending;
  const failure = confirming?.kind === 'role' ? changeRole.error : remove.error;

  const open = (next: Confirming) => {
    changeRole.reset();
    remove.reset();
    setOutcome(null);
    setConfirming(next);
  };
  const confirm = () => {
    if (confirming?.kind === 'role') {
      const { member, role } = confirming;
      changeRole.mutate(
        { userId: member.user_id, role },
        {
          onSuccess: () => {
            setOutcome(`${member.full_name} ahora es «${TEAM_ROLE_LABELS[role]}».`);
            setConfirming(null);
          },
        },
      );
    } else if (confirming?.kind === 'remove') {
      const { member } = confirming;
      remove.mutate(member.user_id, {
        onSuccess: () => {
          setOutcome(`${member.full_name} ya no está en el equipo.`);
          setConfirming(null);
        },
      });
    }
  };

  return (
    <div className="space-y-3">
      <ul aria-label="Miembros del equipo" className="divide-y divide-slate-200">
        {members.map((member) => (
          <MemberRow
            key={member.user_id}
            member={member}
            manage={manage}
            onRole={(role) => {
              if (role !== member.role) open({ kind: 'role', member, role });
            }}
            onRemove={() => open({ kind: 'remove', member })}
          />
        ))}
      </ul>
      <div role="status" aria-live="polite">
        {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      </div>
      <Modal
        open={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !pending) setConfirming(null);
        }}
        title={confirming?.kind === 'remove' ? '¿Quitar del equipo?' : '¿Cambiar el rol?'}
        description={
          confirming?.kind === 'role'
            ? `${confirming.member.full_name} pasará de «${TEAM_ROLE_LABELS[confirming.member.role]}» a «${TEAM_ROLE_LABELS[confirming.role]}».`
            : confirming?.kind === 'remove'
              ? `${confirming.member.full_name} dejará de ver los datos de la empresa y sus sesiones se cerrarán. Conserva su cuenta, con una empresa vacía.`
              : undefined
        }
      >
        {failure ? (
          <Alert className="mb-4">{errorMessage(failure, 'No pudimos guardar el cambio.')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={pending}>
            Cancelar
          </Button>
          <Button
            variant={confirming?.kind === 'remove' ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={pending}
            aria-busy={pending}
          >
            {pending
              ? 'Guardando...'
              : confirming?.kind === 'remove'
                ? 'Quitar del equipo'
                : 'Cambiar rol'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

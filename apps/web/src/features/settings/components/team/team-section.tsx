import { INVITATION_DAYS, type User } from '@caudal/contracts';
import { SectionCard } from '../../../../components/ui/card.tsx';
import { ErrorState } from '../../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTeam } from '../../api/team-api.ts';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MembersList } from './members-list.tsx';

/**
 * "Equipo" (issue 20): who works on the company and with which role. Owners change roles,
 * remove people and invite by email; everyone else reads the list.
 */
export function TeamSection({ user }: { user: User }) {
  const query = useTeam();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          Cargando tu equipo...
        </p>
        <Skeleton className="h-40" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar tu equipo."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const team = query.data;
  const owner = team.your_role === 'owner';
  const company = team.company_name ?? user.company_name ?? 'tu empresa';
  return (
    <div className="space-y-6">
      <SectionCard
        title={`Equipo de ${company}`}
        description={
          owner
            ? 'Cambia el rol de cada persona o quítala del equipo. Siempre debe quedar al menos un dueño.'
            : 'Solo un dueño de la empresa puede invitar personas, cambiar roles o quitar a alguien.'
        }
      >
        <MembersList members={team.members} manage={owner} />
      </SectionCard>
      {owner ? (
        <>
          <SectionCard
            title="Invitar a alguien"
            description={`Le enviaremos por correo un enlace que funciona ${INVITATION_DAYS} días y una sola vez.`}
          >
            <InviteForm />
          </SectionCard>
          <SectionCard title="Invitaciones">
            <InvitationsList invitations={team.invitations} />
          </SectionCard>
        </>
      ) : null}
    </div>
  );
}

import {
  type AuditLogQuery,
  AuditLogSchema,
  InvitationCreatedSchema,
  type InvitationInput,
  type TeamRole,
  TeamSchema,
} from '@caudal/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const TEAM_KEY = ['team'] as const;
export const AUDIT_KEY = ['audit-log'] as const;

/** GET /api/team: the members (everyone) and the invitations (owners only). */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => apiRequest('/api/team', { schema: TeamSchema, signal }),
  });
}

/** A team change is also a line of the audit log. */
function useTeamChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: TEAM_KEY });
    void client.invalidateQueries({ queryKey: AUDIT_KEY });
  };
}

/** POST /api/team/invitations {email, role}: answers the invitation and "Enviamos la invitación a …". */
export function useInvite() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: InvitationInput) =>
      apiRequest('/api/team/invitations', {
        method: 'POST',
        body,
        schema: InvitationCreatedSchema,
      }),
    onSuccess: changed,
  });
}

/** DELETE /api/team/invitations/:id (204): the link stops working. */
export function useRevokeInvitation() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/** PUT /api/team/members/:userId {role}: the team as it is now (409 for the last owner). */
export function useChangeRole() {
  const client = useQueryClient();
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) =>
      apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, {
        method: 'PUT',
        body: { role },
        schema: TeamSchema,
      }),
    onSuccess: (team) => {
      client.setQueryData(TEAM_KEY, team);
      changed();
    },
  });
}

/** DELETE /api/team/members/:userId (204): their sessions end. */
export function useRemoveMember() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export type AuditFilters = Pick<AuditLogQuery, 'resource' | 'action' | 'user_id'>;

function auditPath(filters: AuditFilters, before: number | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (before !== undefined) params.set('before', String(before));
  const query = params.toString();
  return query ? `/api/audit-log?${query}` : '/api/audit-log';
}

/** GET /api/audit-log, 50 lines a page, newest first; the next page starts `before` the last. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(auditPath(filters, pageParam), { schema: AuditLogSchema, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 0,
  });
}

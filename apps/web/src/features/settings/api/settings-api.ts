import {
  type PutUserConfig,
  SessionListSchema,
  SessionsClosedSchema,
  type UserConfig,
} from '@caudal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import { putUserConfig, USER_CONFIG_KEY } from '../../../lib/user-config.ts';
import { applySavedConfig } from '../apply-config.ts';

/**
 * Saves one section (PUT /api/config/user {section, settings}); the answer, every section as
 * stored, replaces the shared cache. Appearance and dashboard take effect in this browser at
 * once; the analysis thresholds colour the header, so its summary is read again.
 */
export function useSaveSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutUserConfig) => putUserConfig(body),
    onSuccess: (config: UserConfig, body) => {
      client.setQueryData(USER_CONFIG_KEY, config);
      if (body.section === 'appearance' || body.section === 'dashboard') applySavedConfig(config);
      if (body.section === 'analysis') {
        void client.invalidateQueries({ queryKey: financialDataKey('metrics-summary') });
      }
    },
  });
}

export const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: this person's open sessions, the one in use marked. */
export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/auth/sessions', { schema: SessionListSchema, signal }),
    staleTime: 0,
  });
}

/** DELETE /api/auth/sessions/:id (204), then the list again. */
export function useCloseSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** DELETE /api/auth/sessions: every session but this one; answers {closed, detail}. */
export function useCloseOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/auth/sessions', { method: 'DELETE', schema: SessionsClosedSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

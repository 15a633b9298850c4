import { type PutUserConfig, type UserConfig, UserConfigSchema } from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The settings page's configuration (GET /api/config/user), read once and shared: the settings
 * page edits it, the dashboard follows its refresh interval and the bell its browser
 * notifications. A saved section's answer replaces this cache (the API answers every section).
 */
export const USER_CONFIG_KEY = ['config', 'user'] as const;

export function fetchUserConfig(signal?: AbortSignal): Promise<UserConfig> {
  return apiRequest('/api/config/user', { schema: UserConfigSchema, signal });
}

/** PUT /api/config/user {section, settings}: answers the whole configuration. */
export function putUserConfig(body: PutUserConfig): Promise<UserConfig> {
  // The request's type is the contract's input (pesos as typed: PlainNumber); TypeScript cannot
  // match a union against NoCentavos of the union by itself.
  const wire = body as PutUserConfig & NoCentavos<PutUserConfig>;
  return apiRequest<UserConfig, PutUserConfig>('/api/config/user', {
    method: 'PUT',
    body: wire,
    schema: UserConfigSchema,
  });
}

/** The configuration; it changes only when this person saves it, so it is fresh for 5 minutes. */
export function useUserConfig() {
  return useQuery({
    queryKey: USER_CONFIG_KEY,
    queryFn: ({ signal }) => fetchUserConfig(signal),
    staleTime: 5 * 60_000,
  });
}

/** The dashboard's refetch interval from its auto-refresh setting: minutes × 60 000, 0 is off. */
export function refreshIntervalMs(config: UserConfig | undefined): number | false {
  const minutes = config?.dashboard.auto_refresh_minutes ?? 0;
  return minutes > 0 ? minutes * 60_000 : false;
}

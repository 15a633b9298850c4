import {
  type DefaultPeriod,
  type PutUserConfig,
  type UserConfig,
  UserConfigSchema,
} from '@caudal/contracts';
import type { NoCentavos } from '@caudal/finance/money';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The settings page's configuration (GET /api/config/user), read once and shared: the settings
 * page edits it, the dashboard follows its refresh interval, the bell its browser notifications,
 * and the dashboard, reports and profitability open on its default period, and cash flow, growth
 * and planning show their projections only when it includes them (Configuración › Análisis). A saved section's answer replaces this cache (the API answers every section).
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

/**
 * The company's default period (Configuración › Análisis). `undefined` while the configuration
 * loads: a screen whose address names no period waits for it rather than show one period and
 * then another. `null` when it could not be read: the screen keeps its own default.
 */
export function useDefaultPeriodSetting(): DefaultPeriod | null | undefined {
  const { data, isError } = useUserConfig();
  if (data) return data.analysis.default_period;
  return isError ? null : undefined;
}

/**
 * Whether the screens show projections (Configuración › Análisis). `undefined` while the
 * configuration loads (the blocks wait, so a hidden projection never flashes); shown when it
 * could not be read.
 */
export function useIncludeProjections(): boolean | undefined {
  const { data, isError } = useUserConfig();
  if (data) return data.analysis.include_projections;
  return isError ? true : undefined;
}

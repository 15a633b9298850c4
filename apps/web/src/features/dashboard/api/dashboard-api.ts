import { type Dashboard, type DashboardPeriod, DashboardSchema } from '@caudal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import { refreshIntervalMs, useUserConfig } from '../../../lib/user-config.ts';
import { DEFAULT_PERIOD } from '../period.ts';

export const dashboardKey = (period: DashboardPeriod) => financialDataKey('dashboard', period);

export function fetchDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(`/api/dashboard?period=${period}`, { schema: DashboardSchema, signal });
}

/**
 * Keeps the previous period on screen while the next one loads, and asks again every few
 * minutes when the owner chose an automatic refresh (settings › Tablero; while the tab is seen).
 * `undefined`: the period is not known yet (the company's default is loading), so nothing is asked.
 */
export function useDashboard(period: DashboardPeriod | undefined) {
  const { data: config } = useUserConfig();
  return useQuery({
    queryKey: dashboardKey(period ?? DEFAULT_PERIOD),
    queryFn: ({ signal }) => fetchDashboard(period ?? DEFAULT_PERIOD, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refreshIntervalMs(config),
    enabled: period !== undefined,
  });
}

/** The PDF report of the period. */
export function fetchDashboardReport(period: DashboardPeriod): Promise<Blob> {
  return apiBlob(`/api/dashboard/report.pdf?period=${period}`, { type: 'application/pdf' });
}

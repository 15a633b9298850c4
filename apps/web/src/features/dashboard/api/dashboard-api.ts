import { type Dashboard, type DashboardPeriod, DashboardSchema } from '@caudal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';
import { refreshIntervalMs, useUserConfig } from '../../../lib/user-config.ts';

export const dashboardKey = (period: DashboardPeriod) => financialDataKey('dashboard', period);

export function fetchDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(`/api/dashboard?period=${period}`, { schema: DashboardSchema, signal });
}

/**
 * Keeps the previous period on screen while the next one loads, and asks again every few
 * minutes when the owner chose an automatic refresh (settings › Tablero; while the tab is seen).
 */
export function useDashboard(period: DashboardPeriod) {
  const { data: config } = useUserConfig();
  return useQuery({
    queryKey: dashboardKey(period),
    queryFn: ({ signal }) => fetchDashboard(period, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refreshIntervalMs(config),
  });
}

/** The PDF report of the period. */
export function fetchDashboardReport(period: DashboardPeriod): Promise<Blob> {
  return apiBlob(`/api/dashboard/report.pdf?period=${period}`, { type: 'application/pdf' });
}

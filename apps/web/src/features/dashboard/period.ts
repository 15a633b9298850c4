import { DASHBOARD_PERIODS, type DashboardPeriod } from '@caudal/contracts';

export const DEFAULT_PERIOD: DashboardPeriod = '30d';

export const PERIOD_OPTIONS: readonly { value: DashboardPeriod; label: string }[] = [
  { value: '7d', label: 'Últimos 7 días' },
  { value: '30d', label: 'Último mes' },
  { value: '90d', label: 'Últimos 3 meses' },
];

/** The period in the address (?period=); anything else falls back to the last month. */
export function parsePeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? DEFAULT_PERIOD;
}

/** caudal-dashboard-30d-2026-11-21.pdf */
export function reportFileName(period: DashboardPeriod, today: string): string {
  return `caudal-dashboard-${period}-${today}.pdf`;
}

import { DASHBOARD_PERIODS, type DashboardPeriod, type DefaultPeriod } from '@caudal/contracts';
import { closestDays, defaultPeriodDays } from '../../lib/default-period.ts';

/** The period when neither the address nor the company's setting gives one. */
export const DEFAULT_PERIOD: DashboardPeriod = '30d';

export const PERIOD_OPTIONS: readonly { value: DashboardPeriod; label: string }[] = [
  { value: '7d', label: 'Últimos 7 días' },
  { value: '30d', label: 'Último mes' },
  { value: '90d', label: 'Últimos 3 meses' },
];

/**
 * The address's period (?period=), or null when it names none of the options (then the company's
 * default period applies).
 */
export function periodInAddress(value: string | null): DashboardPeriod | null {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? null;
}

const DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const satisfies Record<DashboardPeriod, number>;

/**
 * The option closest to the company's default period (Configuración › Análisis): 3 months,
 * 6 months and a year all open on 90 days (the longest the dashboard has); "en lo que va del
 * año" on the option nearest to the days since 1 January.
 */
export function periodForSetting(setting: DefaultPeriod, today: string): DashboardPeriod {
  const days = closestDays(defaultPeriodDays(setting, today), [7, 30, 90]);
  return DASHBOARD_PERIODS.find((period) => DAYS[period] === days) ?? DEFAULT_PERIOD;
}

/** caudal-dashboard-30d-2026-11-21.pdf */
export function reportFileName(period: DashboardPeriod, today: string): string {
  return `caudal-dashboard-${period}-${today}.pdf`;
}

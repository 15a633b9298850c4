import type { DefaultPeriod } from '@caudal/contracts';

/**
 * Configuración › Análisis's default period as a length in days, so each screen can open on its
 * closest option (the screens offer different periods: 7/30/90 days, 7/30/90/365 days, complete
 * months). The months are nominal (3 months = 90 days, 6 = 182, a year = 365); "en lo que va del
 * año" is the days from 1 January to `today` (YYYY-MM-DD), both included.
 */
export function defaultPeriodDays(setting: DefaultPeriod, today: string): number {
  switch (setting) {
    case 'last_3_months':
      return 90;
    case 'last_6_months':
      return 182;
    case 'last_year':
      return 365;
    case 'ytd':
      return dayOfYear(today);
  }
}

/** 1 for 1 January; UTC arithmetic on the calendar day, so no time zone moves it. */
function dayOfYear(today: string): number {
  const [year, month, day] = today.split('-').map(Number);
  const start = Date.UTC(year ?? 1970, 0, 1);
  const date = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return Math.round((date - start) / 86_400_000) + 1;
}

/** The option closest to `days`; a tie goes to the shorter one (less of the year before). */
export function closestDays<T extends number>(days: number, options: readonly [T, ...T[]]): T {
  let best = options[0];
  for (const option of options) {
    const gap = Math.abs(option - days);
    const bestGap = Math.abs(best - days);
    if (gap < bestGap || (gap === bestGap && option < best)) best = option;
  }
  return best;
}

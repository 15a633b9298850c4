import { addDays, parseIsoDate } from './dates.ts';

/**
 * Business days for the dates the SAT and the law set (issue 32): a due date on a Saturday, a
 * Sunday or a rest day moves to the next business day (CFF art. 12); a payday to the one before
 * (the worker is paid before the rest day). The rest days are the law's own list, LFT art. 74:
 * 1 January; the first Monday of February; the third Monday of March; 1 May; 16 September; the
 * third Monday of November; 1 October of each year the federal executive changes (2024, 2030,
 * every six years); 25 December. The election days of art. 74 IX are not known in advance and
 * are left out. Book: chapter 3 (the cash's calendar).
 */

/** The first year 1 October was a rest day for the change of the federal executive. */
const FIRST_TRANSITION_YEAR = 2024;

/** `YYYY-MM-DD` of the `n`th Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((8 - first) % 7) + (n - 1) * 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The LFT art. 74 rest days of a year, sorted. */
export function restDays(year: number): string[] {
  const days = [
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ];
  if (year >= FIRST_TRANSITION_YEAR && (year - FIRST_TRANSITION_YEAR) % 6 === 0) {
    days.push(`${year}-10-01`);
  }
  return days.sort();
}

const restDayCache = new Map<number, Set<string>>();
function isRestDay(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  let days = restDayCache.get(year);
  if (!days) {
    days = new Set(restDays(year));
    restDayCache.set(year, days);
  }
  return days.has(isoDate);
}

/** Neither a Saturday, a Sunday nor an LFT art. 74 rest day. */
export function isBusinessDay(isoDate: string): boolean {
  const weekday = parseIsoDate(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isRestDay(isoDate);
}

/** The day itself when it is a business day, else the next one (a due date, CFF art. 12). */
export function nextBusinessDay(isoDate: string): string {
  let day = isoDate;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The day itself when it is a business day, else the one before (a payday). */
export function previousBusinessDay(isoDate: string): string {
  let day = isoDate;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

import { addDays, parseIsoDate } from './dates.ts';

/** Saturday or Sunday. */
function isWeekend(isoDate: string): boolean {
  const day = parseIsoDate(isoDate).getUTCDay();
  return day === 0 || day === 6;
}

/** The day itself when it is a business day, else the next one. */
export function nextBusinessDay(isoDate: string): string {
  let day = isoDate;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

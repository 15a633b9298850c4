/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so no clock or time zone leaks in.
 * "Today" is always passed in by the caller as `asOf` (America/Mexico_City day). Periods,
 * deadlines and projections build on these: book chapters 2 (periods), 13 (goals) and 14
 * (projections).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses `YYYY-MM-DD`; throws a RangeError for anything else. Book: chapter 2 (periods). */
export function parseIsoDate(value: string): Date {
  const [, year, month, day] = ISO_DAY.exec(value) ?? [];
  const date = year && month && day ? new Date(Date.UTC(+year, +month - 1, +day)) : null;
  if (!date || toIsoDate(date) !== value) {
    throw new RangeError(`Fecha no válida (AAAA-MM-DD): ${value}`);
  }
  return date;
}

/** A UTC date as `YYYY-MM-DD`. Book: chapter 2 (periods). */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after (or before, if negative) `isoDate`. Book: chapter 2 (periods). */
export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(isoDate).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Book: ch. 13 (days left). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);
}

/** Adds calendar months, keeping the day when it exists (Jan 31 + 1 → Feb 28/29). Ch. 14. */
export function addMonths(isoDate: string, months: number): string {
  const date = parseIsoDate(isoDate);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIsoDate(target);
}

/** `YYYY-MM` of the month `offset` months after the month of `isoDate`. Book: ch. 14. */
export function monthKey(isoDate: string, offset = 0): string {
  return addMonths(`${isoDate.slice(0, 7)}-01`, offset).slice(0, 7);
}

/** Spanish month names, January first. */
export const MONTH_NAMES = Object.freeze([
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const);

/** 'noviembre' for '2026-11' (or a date in it). */
export const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;

/** Adds calendar years (Feb 29 → Feb 28 in a common year). Book: chapter 13 (deadlines). */
export function addYears(isoDate: string, years: number): string {
  return addMonths(isoDate, years * 12);
}

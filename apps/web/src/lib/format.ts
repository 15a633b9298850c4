const LOCALE = 'es-MX';
const TIME_ZONE = 'America/Mexico_City';

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
// A calendar day ('2026-03-01') has no time zone: formatting it in UTC keeps the same day.
const longDay = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Pesos as '$1,234'; a missing or non-finite amount shows as a dash, never NaN. */
export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  // Avoid '-$0' for tiny negatives that round to zero.
  const rounded = Math.round(amount);
  return money.format(rounded === 0 ? 0 : amount);
}

export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return integer.format(value);
}

/** A date in Mexico City time ('3 de marzo de 2026'); invalid input shows as a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? '—' : longDay.format(day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : longDate.format(date);
}

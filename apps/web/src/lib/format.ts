import type { Centavos } from '@caudal/finance/money';

const LOCALE = 'es-MX';
const TIME_ZONE = 'America/Mexico_City';

/**
 * Creates a formatter on first use. The first Intl formatter of a page costs tens of
 * milliseconds on a slow phone (ICU data); made at import time, it delayed every page's first
 * render, even where nothing is formatted yet.
 */
function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

const money = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'MXN',
      maximumFractionDigits: 0,
    }),
);
const integer = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const decimal = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
const longDate = once(
  () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }),
);
// A calendar day ('2026-03-01') has no time zone: formatting it in UTC keeps the same day.
const longDay = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }));

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Money in the web is `Centavos`, as the API's responses decode and finance computes it; these
 * formatters are the only place it becomes pesos, and only as text.
 */
const pesosOf = (amount: Centavos) => amount / 100;

/** An amount as '$1,234' (whole pesos); a missing or non-finite amount shows as a dash. */
export function formatMoney(amount: Centavos | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  const pesos = pesosOf(amount);
  // Avoid '-$0' for tiny negatives that round to zero.
  return money().format(Math.round(pesos) === 0 ? 0 : pesos);
}

const unitMoney = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * A per-unit price or margin, where centavos matter ($5 bread with a $3.45 margin): '$3.45',
 * and whole pesos without decimals ('$16'). Totals use formatMoney.
 */
export function formatUnitMoney(amount: Centavos | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  const cents = Math.round(amount);
  if (cents === 0) return money().format(0);
  return cents % 100 === 0 ? money().format(cents / 100) : unitMoney().format(cents / 100);
}

export function formatInteger(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return integer().format(value);
}

/** A plain number with at most one decimal ('1.8', '12'); non-finite shows as a dash. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return decimal().format(value);
}

/** A date in Mexico City time ('3 de marzo de 2026'); invalid input shows as a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? '—' : longDay().format(day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : longDate().format(date);
}

const dateTimeFormats = {
  medium: once(
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }),
  ),
  long: once(
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }),
  ),
};

/**
 * An instant in Mexico City time, date and hour: medium '3 mar 2026, 8:05 a.m.', long
 * '27 de noviembre de 2026 a las 8:00 a.m.'; missing or invalid shows as a dash.
 */
export function formatDateTime(
  iso: string | null | undefined,
  style: keyof typeof dateTimeFormats = 'medium',
): string {
  if (iso === null || iso === undefined) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormats[style]().format(date);
}

const percentFormat = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }),
);
const signedPercentFormat = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);
const oneDecimal = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));
// Calendar months and days carry no time zone: format them in UTC so they stay as written.
const monthYear = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthLong = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayMonth = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const isoDay = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

const MONTH_ONLY = /^\d{4}-\d{2}$/;

/**
 * A percent given as 0..100 ('12.5%', at most one decimal); `signed` adds '+' to gains.
 * A missing or non-finite value shows as a dash.
 */
export function formatPercent(
  value: number | null | undefined,
  options: { signed?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const fraction = value / 100;
  // Avoid '-0%' for tiny negatives that round to zero.
  const shown = Math.round(value * 10) === 0 ? 0 : fraction;
  return (options.signed ? signedPercentFormat() : percentFormat()).format(shown);
}

/**
 * An amount shortened for chart axes: '$950', '$12 mil', '$1.3 M'. Built by hand because the
 * browsers' compact notation for es-MX varies ('12 k', '12 mil').
 */
export function formatCompactMoney(amount: Centavos | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '—';
  const size = Math.abs(pesosOf(amount));
  const sign = amount < 0 && Math.round(size) !== 0 ? '-' : '';
  if (size >= 999_950) return `${sign}$${oneDecimal().format(size / 1_000_000)} M`;
  if (size >= 1_000) {
    const thousands = size / 1_000;
    const text = thousands < 10 ? oneDecimal().format(thousands) : integer().format(thousands);
    return `${sign}$${text} mil`;
  }
  return formatMoney(amount);
}

const upToTwoDecimals = once(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));

/**
 * A round tick of a money axis, in the unit of the axis's largest tick (`top`), so one axis
 * never mixes '$7,500' with '$10 mil': '$0', '$12.5 mil', '-$100 mil', '$1.25 M'. Exact for
 * round ticks (up to two decimals), and a no-break space before the unit, so a label never
 * wraps onto two lines.
 */
export function formatAxisMoney(amount: Centavos, top: Centavos): string {
  // Below $10,000 whole pesos read better than '$0.25 mil'.
  const pesos = pesosOf(amount);
  const size = Math.abs(pesosOf(top));
  const sign = pesos < 0 ? '-' : '';
  const [divisor, unit] =
    size >= 1_000_000 ? [1_000_000, '\u00a0M'] : size >= 10_000 ? [1_000, '\u00a0mil'] : [1, ''];
  if (pesos === 0) return '$0';
  return `${sign}$${upToTwoDecimals().format(Math.abs(pesos) / divisor)}${unit}`;
}

/**
 * A ratio with at most two decimals ('1.73', '0.48', '3'), where a tenth hides the verdict: an
 * LTV/COCA of 2.96 is not 3. Non-finite shows as a dash.
 */
export function formatRatio(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return upToTwoDecimals().format(value);
}

function monthDate(month: string): Date | null {
  if (!MONTH_ONLY.test(month)) return null;
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar month ('2026-11') as 'nov 2026'; invalid input shows as a dash. */
export function formatMonth(month: string): string {
  const date = monthDate(month);
  return date ? monthYear().format(date).replace('.', '') : '—';
}

/** A calendar month ('2026-11') as 'noviembre de 2026'. */
export function formatMonthLong(month: string): string {
  const date = monthDate(month);
  return date ? monthLong().format(date) : '—';
}

/** A calendar day ('2026-11-03') as '3 nov'. */
export function formatShortDay(day: string): string {
  if (!DAY_ONLY.test(day)) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : dayMonth().format(date).replace('.', '');
}

/** Today's calendar day in Mexico City, as 'YYYY-MM-DD'. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return isoDay().format(now);
}

import {
  type DefaultPeriod,
  REPORT_KPI_STATUS_LABELS,
  type Report,
  type ReportFormat,
  type ReportKpi,
  type ReportType,
} from '@caudal/contracts';
import { REPORT_KPI_CHOICE, REPORT_PERIOD_DAYS, type ReportPeriodDays } from '@caudal/finance';
import { toCentavos } from '@caudal/finance/money';
import type { ShareSlice } from '../../components/charts/lazy-charts.tsx';
import type { ToneKey } from '../../components/ui/tone.ts';
import { closestDays, defaultPeriodDays } from '../../lib/default-period.ts';
import { formatMoney, formatMonth, formatMonthLong, formatShortDay } from '../../lib/format.ts';

/** The period lives in the address (`?periodo=90`), so a reload or a shared link keeps it. */
export const PERIOD_PARAM = 'periodo';
/** The period when neither the address nor the company's setting gives one. */
export const DEFAULT_PERIOD: ReportPeriodDays = 30;

export const PERIOD_OPTIONS = [
  { value: '7', label: '7 días' },
  { value: '30', label: '30 días' },
  { value: '90', label: '90 días' },
  { value: '365', label: '1 año' },
] as const satisfies readonly { value: `${ReportPeriodDays}`; label: string }[];

/**
 * The address's period, or null for anything that is not 7, 30, 90 or 365 (then the company's
 * default period applies).
 */
export function periodInAddress(param: string | null): ReportPeriodDays | null {
  const days = Number(param);
  return param && (REPORT_PERIOD_DAYS as readonly number[]).includes(days)
    ? (days as ReportPeriodDays)
    : null;
}

/**
 * The option closest to the company's default period (Configuración › Análisis): 3 and 6 months
 * open on 90 days (6 months, 182 days, is 92 from 90 and 183 from 365), a year on 365, and "en lo
 * que va del año" on the option nearest to the days since 1 January.
 */
export function periodForSetting(setting: DefaultPeriod, today: string): ReportPeriodDays {
  return closestDays(defaultPeriodDays(setting, today), REPORT_PERIOD_DAYS);
}

export const REPORT_TABS = ['dashboard', 'reports', 'kpis', 'analytics', 'ai-insights'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The report a tab's export downloads: the chosen type on Reportes, the whole one elsewhere. */
export const exportType = (tab: ReportTab, chosen: ReportType): ReportType =>
  tab === 'reports' ? chosen : 'comprehensive';

export const FORMAT_LABELS: Record<Exclude<ReportFormat, 'json'>, string> = {
  pdf: 'PDF',
  excel: 'Excel',
  csv: 'CSV',
};
export type FileFormat = keyof typeof FORMAT_LABELS;

/** The media type each file comes as (the API's `Content-Type`). */
export const FORMAT_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** Spec 001 §8: the export's failure, word for word. */
export const exportError = (format: FileFormat) =>
  `Error al exportar el ${FORMAT_LABELS[format]}. Por favor, intenta nuevamente.`;

/** A fallback name, only if the server sent none: 'reporte-integral-2026-11-27.pdf'. */
export const fallbackFileName = (slug: string, format: FileFormat, today: string) =>
  `reporte-${slug}-${today}.${format === 'excel' ? 'xlsx' : format}`;

/** The statuses in the book's words, as the API's PDF and workbook write them. */
export const KPI_STATUS_LABELS = REPORT_KPI_STATUS_LABELS;

export const KPI_STATUS_TONES: Record<NonNullable<ReportKpi['status']>, ToneKey> = {
  excellent: 'good',
  good: 'good',
  warning: 'warning',
  critical: 'bad',
};

const oneDecimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const signedDecimal = new Intl.NumberFormat('es-MX', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const signedWhole = new Intl.NumberFormat('es-MX', {
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** Rounding a tiny negative must not print '-0'. */
const noNegativeZero = (value: number, digits: number) =>
  Math.round(value * 10 ** digits) === 0 ? 0 : value;

/**
 * A KPI's value (or target) in its unit: pesos without decimals ('$12,500'), a percent with
 * one decimal ('18.5%'), a multiple with one ('3.2x'), customers whole ('14 clientes').
 */
export function formatKpiValue(value: number | null, unit: ReportKpi['unit']): string {
  if (value === null || !Number.isFinite(value)) return 'Sin datos';
  switch (unit) {
    case 'MXN':
      return formatMoney(toCentavos(value));
    case '%':
      return `${oneDecimal.format(noNegativeZero(value, 1))}%`;
    case 'x':
      return `${oneDecimal.format(noNegativeZero(value, 1))}x`;
    case 'clientes': {
      const n = Math.round(value);
      return `${whole.format(n)} ${n === 1 ? 'cliente' : 'clientes'}`;
    }
  }
}

/**
 * Value − target in the KPI's unit, signed: '+$1,500', '−2.5 pts' (points of a percent),
 * '+0.4x', '−3 clientes'.
 */
export function formatKpiVariance(variance: number | null, unit: ReportKpi['unit']): string {
  if (variance === null || !Number.isFinite(variance)) return 'Sin datos';
  switch (unit) {
    case 'MXN': {
      const shown = formatMoney(toCentavos(Math.abs(variance)));
      const pesos = Math.round(variance);
      return pesos === 0 ? shown : `${pesos > 0 ? '+' : '-'}${shown}`;
    }
    case '%':
      return `${signedDecimal.format(noNegativeZero(variance, 1))} pts`;
    case 'x':
      return `${signedDecimal.format(noNegativeZero(variance, 1))}x`;
    case 'clientes':
      return `${signedWhole.format(noNegativeZero(variance, 0))} clientes`;
  }
}

/** The unit a target is typed in, for the field's label. */
export const TARGET_UNIT_WORDS: Record<ReportKpi['unit'], string> = {
  MXN: 'en pesos',
  '%': 'en %',
  x: 'veces',
  clientes: 'clientes',
};

/** Why the choice cannot be saved (5 to 7 KPIs, chapter 2), or null when it can. */
export function choiceProblem(count: number): string | null {
  const { min, max } = REPORT_KPI_CHOICE;
  if (count < min) return `Elige al menos ${min} indicadores (llevas ${count}).`;
  if (count > max) return `Elige como máximo ${max} indicadores (llevas ${count}).`;
  return null;
}

/**
 * The targets typed for the followed KPIs: an empty field keeps the default (not sent); text
 * that is not a number is an error for that KPI, in Spanish. Typed with a comma for decimals
 * or thousands separators ('1,500.5'), it reads as people write it in Mexico.
 */
export function parseTargets<Id extends string>(
  followed: readonly Id[],
  typed: Partial<Record<Id, string>>,
): { targets: Partial<Record<Id, number>>; errors: Partial<Record<Id, string>> } {
  const targets: Partial<Record<Id, number>> = {};
  const errors: Partial<Record<Id, string>> = {};
  for (const id of followed) {
    const text = (typed[id] ?? '')
      .trim()
      .replace(/[$\s%x]/gi, '')
      .replaceAll(',', '');
    if (text === '') continue;
    const value = Number(text);
    if (Number.isFinite(value)) targets[id] = value;
    else errors[id] = 'Escribe la meta como número, o déjala vacía para usar la sugerida.';
  }
  return { targets, errors };
}

/** The first of the report's notes (`assumed`) that speaks of one of these words. */
export function noteAbout(assumed: readonly string[], words: readonly string[]): string | null {
  const lower = words.map((w) => w.toLowerCase());
  return assumed.find((note) => lower.some((w) => note.toLowerCase().includes(w))) ?? null;
}

/** A detail row's tick on a chart axis: its first day ('3 nov'), or its month ('nov 2026'). */
export function rowTick(date: string, step: 'day' | 'week' | 'month'): string {
  return step === 'month' ? formatMonth(date.slice(0, 7)) : formatShortDay(date);
}

/** A detail row's full name: '3 nov', 'Semana del 3 nov al 9 nov', 'noviembre de 2026'. */
export function rowTitle(date: string, end: string, step: 'day' | 'week' | 'month'): string {
  if (step === 'day') return formatShortDay(date);
  if (step === 'week') return `Semana del ${formatShortDay(date)} al ${formatShortDay(end)}`;
  return formatMonthLong(date.slice(0, 7));
}

/** True when the period has no entry at all: the API answers zeros, and the screen says so. */
export const isEmptyPeriod = (report: Pick<Report, 'detailed_data'>) =>
  report.detailed_data.every((row) => row.revenue === 0 && row.expenses === 0);

type Slice = NonNullable<Report['expense_breakdown']>[number];

/** The report's slices as the shared ring draws them; a share the API left out counts as 0 %. */
export const slicesOf = (slices: readonly Slice[]): ShareSlice[] =>
  slices
    .filter((slice) => slice.value > 0)
    .map((slice) => ({ category: slice.name, amount: slice.value, percent: slice.percent ?? 0 }));

/**
 * Round ticks for a count axis from 0 to at least `max`: steps of 1, 2 or 5 times a power of
 * ten, at most five of them ([0, 1] when there is nothing to count).
 */
export function niceCountTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? power * 10);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/**
 * Active customers by calendar month ('2026-11'), from the detail's rows (a row of days or
 * weeks repeats its month's count): the last recorded count of each month, months without a
 * record left out.
 */
export function customerPoints(
  rows: readonly Pick<Report['detailed_data'][number], 'date' | 'customers'>[],
): { date: string; customers: number }[] {
  const byMonth = new Map<string, number>();
  for (const row of rows) {
    if (row.customers !== null) byMonth.set(row.date.slice(0, 7), row.customers);
  }
  return [...byMonth].map(([date, customers]) => ({ date, customers }));
}

import type { CashFlowViewResponse, CashForecastResponse } from '@caudal/contracts';
import { formatDecimal, formatMoney, formatShortDay } from '../../lib/format.ts';

export type PeriodKind = 'monthly' | 'weekly';

export const PERIOD_OPTIONS = [
  { value: 'monthly', label: 'Mensual' },
  { value: 'weekly', label: 'Semanal' },
] as const satisfies readonly { value: PeriodKind; label: string }[];

type Period = NonNullable<CashFlowViewResponse['periods']['monthly']>;
type Week = CashFlowViewResponse['weekly'][number];
type ForecastWeek = CashForecastResponse['weeks'][number];

/** '1–7 mar', '22–31 mar': a week of the month. */
export function weekLabel(week: Pick<Week, 'from' | 'to'>): string {
  const [fromDay, toText] = [Number(week.from.slice(8, 10)), formatShortDay(week.to)];
  return `${fromDay}–${toText}`;
}

/** The week's label as a table or tooltip names it, with 'estimado' when it is one. */
export const weekTitle = (week: Pick<Week, 'from' | 'to' | 'estimated'>) =>
  week.estimated ? `${weekLabel(week)} (estimado)` : weekLabel(week);

type Basis = CashFlowViewResponse['basis'];

/**
 * What a month's figures rest on, in a few words: 'Promedio mensual de tus últimos 3 meses
 * (agosto a octubre)', 'Tus últimos 30 días (30 oct – 28 nov)', or the estimate.
 */
export function basisLabel(basis: Basis): string {
  if (basis.source !== 'recorded' || basis.from === null || basis.to === null) {
    return basis.source === 'estimate' ? 'Estimado con tus productos y costos' : 'Sin datos';
  }
  if (basis.days !== null) {
    return `Tus últimos ${basis.days} días (${formatShortDay(basis.from)} – ${formatShortDay(basis.to)})`;
  }
  return basis.months === 1
    ? `${basis.label.charAt(0).toUpperCase()}${basis.label.slice(1)}`
    : `Promedio mensual de ${basis.label}`;
}

/** What the badge speaks about: the figures' basis, or 'Última semana completa: 1–7 abr'. */
export function periodLabel(kind: PeriodKind, period: Period, basis: Basis): string {
  if (kind === 'weekly' && period.from !== null && period.to !== null) {
    const week = { from: period.from, to: period.to };
    return `Última semana completa: ${weekLabel(week)}${period.estimated ? ' (estimado)' : ''}`;
  }
  return basisLabel(basis);
}

/** 'Alcanza para 4.5 meses' or the reason there is no figure. */
export function runwayText(kpi: CashFlowViewResponse['kpis']['runwayMonths']): string {
  if (kpi.value === null) return 'Sin límite';
  return `${formatDecimal(kpi.value)} ${kpi.value === 1 ? 'mes' : 'meses'}`;
}

export function liquidityText(kpi: CashFlowViewResponse['kpis']['liquidityRatio']): string {
  return kpi.value === null ? '—' : formatDecimal(kpi.value);
}

/** An entry's day, short enough for a table cell: '25 nov 2026'. */
export const entryDate = (day: string) => `${formatShortDay(day)} ${day.slice(0, 4)}`;

/** The week of the forecast, '11–17 abr'. */
export const forecastWeekLabel = (week: Pick<ForecastWeek, 'from' | 'to'>) =>
  `${formatShortDay(week.from)} – ${formatShortDay(week.to)}`;

/**
 * The forecast's warning, or null when every week closes above zero and the threshold:
 * "¿Me alcanza?" answered with the first week that falls short.
 */
export function forecastWarning(forecast: CashForecastResponse): string | null {
  const zero = forecast.firstBelowZero;
  const below = forecast.firstBelowThreshold;
  const week = (index: number) => forecast.weeks[index];
  if (zero !== null) {
    const w = week(zero);
    if (!w) return null;
    const big = w.items
      .filter((i) => i.direction === 'out' && i.kind !== 'variable-costs')
      .sort((a, b) => b.amount - a.amount)[0];
    const cause = big ? ` Ese pago grande es: ${big.label} (${formatMoney(big.amount)}).` : '';
    return `No te alcanza: en la semana del ${forecastWeekLabel(w)} tu caja cerraría en ${formatMoney(w.closing)}.${cause}`;
  }
  if (below !== null && forecast.threshold !== null) {
    const w = week(below);
    if (!w) return null;
    return `Te alcanza, pero justo: en la semana del ${forecastWeekLabel(w)} tu caja bajaría a ${formatMoney(w.closing)}, por debajo de tu mínimo de ${formatMoney(forecast.threshold)}.`;
  }
  return null;
}

import {
  GROWTH_ANALYSIS_MAX_AGE_DAYS,
  GROWTH_HISTORY_RANGES,
  GROWTH_SCENARIO_LABELS,
  type GrowthKpiCardView,
  type GrowthView,
  RISK_LEVEL_LABELS,
  type SavedSimulation,
  type z,
} from '@caudal/contracts';
import { roundCentavos } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import {
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatMonth,
  formatPercent,
} from '../../lib/format.ts';

export type HistoryRange = keyof typeof GROWTH_HISTORY_RANGES;
export type HistoryMonth = GrowthView['history'][number];
export type ScenarioId = keyof typeof GROWTH_SCENARIO_LABELS;

export const DEFAULT_HISTORY_RANGE: HistoryRange = '1y';
export const DEFAULT_SCENARIO: ScenarioId = 'realistic';

/** The last months of the history (oldest first) that the range shows. */
export function sliceHistory(history: readonly HistoryMonth[], range: HistoryRange) {
  const count = GROWTH_HISTORY_RANGES[range];
  return history.slice(Math.max(0, history.length - count));
}

/**
 * The history as the chart draws it: recorded months in the solid series, estimated ones in the
 * dashed series. The dashed series also takes the first recorded month after an estimate, so the
 * two lines meet instead of leaving a gap.
 */
export function historyChartRows(rows: readonly HistoryMonth[]) {
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    const joinsEstimate = !row.estimated && previous?.estimated === true;
    return {
      month: row.month,
      revenue: row.estimated ? null : row.revenue,
      expenses: row.estimated ? null : row.expenses,
      estimatedRevenue: row.estimated || joinsEstimate ? row.revenue : null,
      estimatedExpenses: row.estimated || joinsEstimate ? row.expenses : null,
    };
  });
}

/** Contiguous runs of estimated months, said in Spanish: ['nov 2024 a mar 2025', 'jul 2025']. */
export function estimatedRuns(rows: readonly HistoryMonth[]): string[] {
  const runs: [string, string][] = [];
  let open: [string, string] | null = null;
  for (const row of rows) {
    if (row.estimated) {
      if (open) open[1] = row.month;
      else {
        open = [row.month, row.month];
        runs.push(open);
      }
    } else open = null;
  }
  return runs.map(([from, to]) =>
    from === to ? formatMonth(from) : `${formatMonth(from)} a ${formatMonth(to)}`,
  );
}

/**
 * What one customer brings in a month: the revenue card's value over the active customers', or
 * the base revenue when either is unknown (the local analysis' input).
 */
export function customerValue(kpis: readonly GrowthKpiCardView[], baseRevenue: Centavos): Centavos {
  const revenue = kpis.find((k) => k.key === 'revenue')?.current ?? null;
  const customers = kpis.find((k) => k.key === 'customers')?.current ?? null;
  if (revenue === null || customers === null || customers <= 0) return baseRevenue;
  return roundCentavos(revenue / customers);
}

/** A KPI figure in its unit ('$120,000', '250 clientes', '18.5%'). */
export function formatKpiValue(card: GrowthKpiCardView, value: number | null): string {
  if (value === null) return 'Sin datos';
  switch (card.key) {
    case 'customers':
      return `${formatInteger(value)} ${value === 1 ? 'cliente' : 'clientes'}`;
    case 'margin':
      return formatPercent(value);
    default:
      return formatMoney(value as Centavos);
  }
}

/** A change in percentage points, signed, one decimal ('+11.3 pts', '−2 pts', '0 pts'). */
export function formatPoints(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatDecimal(Math.abs(rounded))} pts`;
}

/** Months said in words with one decimal ('10 meses', '1 mes', '7.5 meses'). */
export function formatMonths(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'Sin calcular';
  const rounded = Math.round(value * 10) / 10;
  return `${formatDecimal(rounded)} ${rounded === 1 ? 'mes' : 'meses'}`;
}

/** True when Sofía's stored analysis is missing, unreadable or older than the screen accepts. */
export function analysisIsStale(timestamp: string | null, now: Date): boolean {
  if (timestamp === null) return true;
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return true;
  return now.getTime() - at > GROWTH_ANALYSIS_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}

export type ComparisonRow = { label: string; values: [string, string] };

/** Two saved simulations side by side, row by row, as the comparison table shows them. */
export function comparisonRows(a: SavedSimulation, b: SavedSimulation): ComparisonRow[] {
  const row = (label: string, of: (s: SavedSimulation) => string): ComparisonRow => ({
    label,
    values: [of(a), of(b)],
  });
  return [
    row('Fecha', (s) => formatDate(s.createdAt)),
    row('Escenario', (s) => GROWTH_SCENARIO_LABELS[s.input.scenario]),
    row('Inversión', (s) => formatMoney(s.input.investment)),
    row('Periodo', (s) => formatMonths(s.input.periodMonths)),
    row('Crecimiento mensual', (s) => formatPercent(s.input.monthlyGrowth)),
    row('Ingresos proyectados', (s) => formatMoney(s.result.projectedRevenue)),
    row('ROI', (s) => (s.result.roi === null ? 'Sin calcular' : formatPercent(s.result.roi))),
    row('Recuperación', (s) => formatMonths(s.result.timeToBreakeven)),
    row('Riesgo', (s) => RISK_LEVEL_LABELS[s.result.riskLevel]),
    row('Probabilidad', (s) => formatPercent(s.result.probability)),
  ];
}

/** A form's draft checked by the contract: the wire body as typed, or a message per field. */
export function parseDraft<S extends z.ZodType>(
  schema: S,
  candidate: z.input<S>,
): { ok: true; input: z.input<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(candidate);
  if (result.success) return { ok: true, input: candidate };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A number typed in a field: empty or not a number is NaN, so the schema reports it. */
export function numberOf(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** An optional number typed in a field: empty is null (the suggested value). */
export function nullableNumberOf(text: string): number | null {
  return text.trim() === '' ? null : numberOf(text);
}

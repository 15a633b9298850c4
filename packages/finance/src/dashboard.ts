import { FIGURE_LEVEL_LABELS, FIGURE_LEVEL_TONES, flowMarginLevel } from './bands.ts';
import type { CashFlowStatus } from './cash-flow.ts';
import { type FlowMargin, flowMarginOf } from './cash-flow.ts';
import { addDays } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percentChange, roundCentavos } from './numbers.ts';
import type { Notes, Tone, Trend } from './types.ts';

export type Period = '7d' | '30d' | '90d' | '1y';
export type DashboardPeriod = Exclude<Period, '1y'>;

/** Period lengths in days (spec 001 §9 "General"): 7d, 30d, 90d, 1y. */
export const PERIOD_DAYS = deepFreeze({
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
} as const satisfies Record<Period, number>);

/**
 * Monthly figure × multiplier (spec 000 §9; 90d is the "3x", DECISIONS.md). Only an estimate
 * for a period with no entries, and labelled so.
 */
export const PERIOD_MULTIPLIERS = deepFreeze({
  '7d': 0.25,
  '30d': 1,
  '90d': 3,
} as const satisfies Record<DashboardPeriod, number>);

/** Sample dashboard charts: growth factor 0.85 plus 0.025 per month (spec 000/001 §9). */
export const SAMPLE_CHART_GROWTH = deepFreeze({ base: 0.85, perMonth: 0.025 } as const);

/** Growth factor of sample month `index` (0-based) of an estimated chart. Book: chapter 1. */
export function sampleChartFactor(index: number): number {
  return SAMPLE_CHART_GROWTH.base + SAMPLE_CHART_GROWTH.perMonth * index;
}

/** A dip in revenue of up to 5 % against the period before is ordinary noise (ours). */
export const REVENUE_TREND_BANDS = deepFreeze({ warningBelowPercent: -5 } as const);

/** Colour of a revenue change (percent): good unless it fell more than 5 %. Book: chapter 2. */
export function revenueTrendTone(changePercent: number): Tone {
  return changePercent >= REVENUE_TREND_BANDS.warningBelowPercent ? 'good' : 'warning';
}

/**
 * Whether a move is good news: up is good where more is better (revenue, profit) and bad where
 * it is not (expenses); no move is no verdict. Book: chapter 2.
 */
export function trendTone(trend: Trend, higherIsBetter: boolean): Tone | null {
  if (trend === 'flat') return null;
  return (trend === 'up') === higherIsBetter ? 'good' : 'bad';
}

/** Money under zero is a loss (or a shortfall) and is flagged; zero or more is no verdict. */
export function lossTone(amountCentavos: Centavos): Tone | null {
  return amountCentavos < 0 ? 'bad' : null;
}

/** Colour of a profit or a net flow: zero or more is good, a loss is bad. Book: chapter 2. */
export function profitTone(profitCentavos: Centavos): Tone {
  return lossTone(profitCentavos) ?? 'good';
}

export type DateRange = { from: string; to: string };

/**
 * The period ending on `asOf` (inclusive: 7d is `asOf` and the 6 days before) and the
 * period of equal length just before it. Book: chapter 2 (comparing periods).
 */
export function periodRanges(
  period: Period,
  asOf: string,
): { current: DateRange; previous: DateRange } {
  const days = PERIOD_DAYS[period];
  const from = addDays(asOf, -(days - 1));
  return {
    current: { from, to: asOf },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/**
 * A period's sums of dated entries. Income and expenses are the business's own (sales, costs);
 * money between the business and its owners is apart (owner-movements.ts): it moves the cash but
 * is not revenue, expense or profit. Book: chapter 1.
 */
export type PeriodTotals = {
  /** What came in and went out: the cash (IVA included, withholdings not). */
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  /**
   * The same movements before IVA (issue 32): revenue and expenses for profit and margins. Absent
   * or equal to the cash when no movement carries a tax breakdown.
   */
  incomeNetCentavos?: Centavos;
  expenseNetCentavos?: Centavos;
  incomeCount: number;
  expenseCount: number;
  /** What the owners took out (withdrawals). */
  ownerOutCentavos: Centavos;
  /** What the owners put in (contributions). */
  ownerInCentavos: Centavos;
  ownerCount: number;
};

/** A period with nothing: zero sums and counts. */
export const EMPTY_PERIOD_TOTALS: PeriodTotals = deepFreeze({
  incomeCentavos: centavos(0),
  expenseCentavos: centavos(0),
  incomeCount: 0,
  expenseCount: 0,
  ownerOutCentavos: centavos(0),
  ownerInCentavos: centavos(0),
  ownerCount: 0,
});

/** The period's revenue before IVA (issue 32): IVA is the SAT's money, not income. Ch. 1. */
export function periodRevenue(totals: PeriodTotals): Centavos {
  return totals.incomeNetCentavos ?? totals.incomeCentavos;
}

/** The period's expenses before IVA: the IVA paid is credited against the IVA collected. */
export function periodExpenses(totals: PeriodTotals): Centavos {
  return totals.expenseNetCentavos ?? totals.expenseCentavos;
}

/**
 * The period's profit: its revenue minus its expenses, before IVA; owner movements are not in
 * it. Book: chapter 1.
 */
export function periodProfit(totals: PeriodTotals): Centavos {
  return centavos(periodRevenue(totals) - periodExpenses(totals));
}

/** Everything that came into the cash in the period: income and owner contributions. Ch. 3. */
export function cashIn(totals: PeriodTotals): Centavos {
  return centavos(totals.incomeCentavos + totals.ownerInCentavos);
}

/** Everything that left the cash in the period: expenses and owner withdrawals. Ch. 3. */
export function cashOut(totals: PeriodTotals): Centavos {
  return centavos(totals.expenseCentavos + totals.ownerOutCentavos);
}

/**
 * Margen de flujo: the period's net cash flow over its income, percent, with its colour (spec
 * 001 §4). Not the net margin (profit over revenue of a typical month). Book: chapter 3.
 */
export function periodFlowMargin(totals: PeriodTotals): FlowMargin {
  return flowMarginOf(netCashFlow(totals), totals.incomeCentavos);
}

/**
 * The period's net cash flow: everything that came in minus everything that went out, owner
 * withdrawals and contributions included. Book: chapters 1 and 3.
 */
export function netCashFlow(totals: PeriodTotals): Centavos {
  return centavos(
    totals.incomeCentavos +
      totals.ownerInCentavos -
      totals.expenseCentavos -
      totals.ownerOutCentavos,
  );
}

export type MoneyStat = {
  valueCentavos: Centavos;
  previousCentavos: Centavos | null;
  /** Percent change against the previous period. */
  change: number | null;
  trend: Trend;
  notes: Notes<MoneyStat>;
};

export type StatusStat = {
  status: CashFlowStatus;
  label: string;
  tone: Tone;
  previousStatus: CashFlowStatus | null;
  /** Net flow over income, percent. */
  flowMargin: number | null;
  /** Change of the flow margin in percentage points. */
  change: number | null;
  /** Up when the status improved. */
  trend: Trend;
  notes: Notes<StatusStat>;
};

export type DashboardStats = {
  period: DashboardPeriod;
  /** True when the period has no entries and the figures are monthly × multiplier. */
  estimated: boolean;
  revenue: MoneyStat;
  expenses: MoneyStat;
  netProfit: MoneyStat;
  cashFlowStatus: StatusStat;
};

const STATUS_RANK: Record<CashFlowStatus, number> = {
  critical: 0,
  warning: 1,
  good: 2,
  excellent: 3,
};
const NO_PREVIOUS = 'El periodo anterior fue cero: no hay cambio porcentual que calcular.';
const ESTIMATED = 'Cifra estimada (sin movimientos en el periodo): no hay comparación.';

function trendOf(current: number, previous: number | null): Trend {
  if (previous === null || current === previous) return 'flat';
  return current > previous ? 'up' : 'down';
}

function moneyStat(current: Centavos, previous: Centavos | null): MoneyStat {
  const change = previous === null ? null : percentChange(current, previous);
  const notes: Notes<MoneyStat> = {};
  if (previous === null) {
    notes.previousCentavos = ESTIMATED;
    notes.change = ESTIMATED;
  } else if (change === null) notes.change = NO_PREVIOUS;
  return {
    valueCentavos: current,
    previousCentavos: previous,
    change,
    trend: trendOf(current, previous),
    notes,
  };
}

// The status and its margin read the cash that moved (owner withdrawals included).
function statusStat(current: PeriodTotals, previous: PeriodTotals | null): StatusStat {
  const status = flowMarginLevel(netCashFlow(current), current.incomeCentavos);
  const previousStatus = previous
    ? flowMarginLevel(netCashFlow(previous), previous.incomeCentavos)
    : null;
  const margin = periodFlowMargin(current).percent;
  const previousMargin = previous ? periodFlowMargin(previous).percent : null;
  const notes: Notes<StatusStat> = {};
  if (margin === null) notes.flowMargin = 'Sin ingresos en el periodo no hay margen de flujo.';
  if (!previous) {
    notes.previousStatus = ESTIMATED;
    notes.change = ESTIMATED;
  } else if (margin === null || previousMargin === null) {
    notes.change = 'Sin ingresos en alguno de los dos periodos no se comparan los márgenes.';
  }
  return {
    status,
    label: FIGURE_LEVEL_LABELS[status],
    tone: FIGURE_LEVEL_TONES[status],
    previousStatus,
    flowMargin: margin,
    change: margin === null || previousMargin === null ? null : margin - previousMargin,
    trend:
      previousStatus === null ? 'flat' : trendOf(STATUS_RANK[status], STATUS_RANK[previousStatus]),
    notes,
  };
}

/**
 * Estimated totals of a period with no entries: the monthly figures × the period multiplier
 * (7d 0.25, 30d 1, 90d 3). Book: chapter 1.
 */
export function estimatePeriodTotals(
  monthly: { revenueCentavos: Centavos; expensesCentavos: Centavos },
  period: DashboardPeriod,
): PeriodTotals {
  const m = PERIOD_MULTIPLIERS[period];
  return {
    ...EMPTY_PERIOD_TOTALS,
    incomeCentavos: roundCentavos(monthly.revenueCentavos * m),
    expenseCentavos: roundCentavos(monthly.expensesCentavos * m),
  };
}

/**
 * The dashboard's four cards (period revenue, period expenses, the period's profit, cash-flow
 * status)
 * with change against the previous period and trend. When the period has no entries and
 * monthly figures are given, the cards are the monthly figures × multiplier, `estimated: true`,
 * without comparison. Book: chapter 1.
 */
export function dashboardStats(input: {
  period: DashboardPeriod;
  current: PeriodTotals;
  previous: PeriodTotals;
  monthly?: { revenueCentavos: Centavos; expensesCentavos: Centavos } | null;
}): DashboardStats {
  const { incomeCount, expenseCount, ownerCount } = input.current;
  const empty = incomeCount + expenseCount + ownerCount === 0;
  const estimated = empty && !!input.monthly;
  const current =
    estimated && input.monthly ? estimatePeriodTotals(input.monthly, input.period) : input.current;
  const previous = estimated ? null : input.previous;
  return {
    period: input.period,
    estimated,
    revenue: moneyStat(periodRevenue(current), previous ? periodRevenue(previous) : null),
    expenses: moneyStat(periodExpenses(current), previous ? periodExpenses(previous) : null),
    netProfit: moneyStat(periodProfit(current), previous ? periodProfit(previous) : null),
    cashFlowStatus: statusStat(current, previous),
  };
}

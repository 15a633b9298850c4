import { addDays } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percent, roundCentavos } from './numbers.ts';
import type { Insight, Notes, Tone } from './types.ts';

/** Cash-flow health status (spec 001 §4), from net monthly profit relative to revenue. */
export const CASH_FLOW_STATUS_BANDS = deepFreeze({
  /** excellent: profit above 15 % of revenue. */
  excellentAbovePercent: 15,
  /** good: profit above 0. */
  goodAbove: 0,
  /** warning: profit not below −10 % of revenue; otherwise critical. */
  warningFromPercent: -10,
} as const);

/** Flow margin colouring (spec 001 §4): green at 20 % or more, warning at 10 % or more. */
export const FLOW_MARGIN_BANDS = deepFreeze({ goodFrom: 20, warningFrom: 10 } as const);

/** Assumptions of the cash-flow analysis (Maya, spec 001 §9 "Cash flow"). */
export const CASH_FLOW_AI_ASSUMPTIONS = deepFreeze({
  /** The original assumed 150,000 MXN; we use it only when the real balance is unknown. */
  defaultBalanceCentavos: centavos(15_000_000),
  receivablesShareOfRevenue: 0.15,
  payablesShareOfExpenses: 0.1,
  nextReviewDays: 7,
} as const);

/** Cash-flow insight thresholds (spec 001 §9): margin under 15 %; net flow above 20 %. */
export const CASH_FLOW_INSIGHT_THRESHOLDS = deepFreeze({
  lowMarginBelowPercent: 15,
  strongFlowAbovePercent: 20,
} as const);

export const CASH_FLOW_REASONS = deepFreeze({
  noIncome: 'Sin ingresos no hay margen de flujo.',
} as const);

export type CashFlowStatus = 'excellent' | 'good' | 'warning' | 'critical';

export const CASH_FLOW_STATUS_LABELS = deepFreeze({
  excellent: 'Excelente',
  good: 'Bueno',
  warning: 'Precaución',
  critical: 'Crítico',
} as const satisfies Record<CashFlowStatus, string>);

export const CASH_FLOW_STATUS_TONES = deepFreeze({
  excellent: 'good',
  good: 'good',
  warning: 'warning',
  critical: 'bad',
} as const satisfies Record<CashFlowStatus, Tone>);

/**
 * Cash-flow health status: excellent if profit exceeds 15 % of revenue, good if above 0,
 * warning if not below −10 % of revenue, otherwise critical. Integer comparisons (profit × 100
 * against percent × revenue), so exactly 15 % is good, not excellent. Book: chapter 3.
 */
export function cashFlowStatus(
  netProfitCentavos: Centavos,
  revenueCentavos: Centavos,
): CashFlowStatus {
  const scaledProfit = netProfitCentavos * 100;
  const base = Math.max(0, revenueCentavos);
  if (scaledProfit > CASH_FLOW_STATUS_BANDS.excellentAbovePercent * base) return 'excellent';
  if (netProfitCentavos > CASH_FLOW_STATUS_BANDS.goodAbove) return 'good';
  if (scaledProfit >= CASH_FLOW_STATUS_BANDS.warningFromPercent * base) return 'warning';
  return 'critical';
}

/** Colour of a flow margin (percent): good at 20 or more, warning at 10 or more. Book: ch. 3. */
export function flowMarginTone(marginPercent: number): Tone {
  if (marginPercent >= FLOW_MARGIN_BANDS.goodFrom) return 'good';
  if (marginPercent >= FLOW_MARGIN_BANDS.warningFrom) return 'warning';
  return 'bad';
}

export type CashFlowAnalysisInputs = {
  currentBalanceCentavos: Centavos;
  balanceAssumed: boolean;
  accountsReceivableCentavos: Centavos;
  accountsPayableCentavos: Centavos;
  nextReviewDate: string;
};

/**
 * Inputs of the cash-flow analysis: the real balance (150,000 MXN only when unknown),
 * receivables at 15 % of monthly revenue, payables at 10 % of monthly expenses, and the next
 * review 7 days after `asOf`. Book: chapter 3 (accounts receivable and payable).
 */
export function cashFlowAnalysisInputs(input: {
  monthlyRevenueCentavos: Centavos;
  monthlyExpensesCentavos: Centavos;
  cashBalanceCentavos: Centavos | null;
  asOf: string;
}): CashFlowAnalysisInputs {
  const a = CASH_FLOW_AI_ASSUMPTIONS;
  return {
    currentBalanceCentavos: input.cashBalanceCentavos ?? a.defaultBalanceCentavos,
    balanceAssumed: input.cashBalanceCentavos === null,
    accountsReceivableCentavos: roundCentavos(
      input.monthlyRevenueCentavos * a.receivablesShareOfRevenue,
    ),
    accountsPayableCentavos: roundCentavos(
      input.monthlyExpensesCentavos * a.payablesShareOfExpenses,
    ),
    nextReviewDate: addDays(input.asOf, a.nextReviewDays),
  };
}

/**
 * Cash-flow insights: a warning when the margin is under 15 % of income, praise when the net
 * flow is above 20 % of income. Book: chapter 3.
 */
export function cashFlowInsights(incomeCentavos: Centavos, expenseCentavos: Centavos): Insight[] {
  const margin = percent(incomeCentavos - expenseCentavos, incomeCentavos);
  if (margin === null) return [];
  const insights: Insight[] = [];
  if (margin < CASH_FLOW_INSIGHT_THRESHOLDS.lowMarginBelowPercent) {
    insights.push({
      code: 'cash-flow-low-margin',
      tone: 'warning',
      title: 'Margen de flujo bajo',
      message: 'Tu flujo neto es menor al 15 % de tus ingresos: revisa gastos y cobranza.',
    });
  }
  if (margin > CASH_FLOW_INSIGHT_THRESHOLDS.strongFlowAbovePercent) {
    insights.push({
      code: 'cash-flow-strong',
      tone: 'good',
      title: 'Flujo de efectivo sólido',
      message: 'Tu flujo neto supera el 20 % de tus ingresos: considera una reserva o reinvertir.',
    });
  }
  return insights;
}

export type FlowMargin = {
  /** Net flow over income, percent. */
  percent: number | null;
  tone: Tone | null;
  notes: Notes<FlowMargin>;
};

/** Net flow as a percent of income, with its colour. Book: chapter 3. */
export function flowMargin(incomeCentavos: Centavos, expenseCentavos: Centavos): FlowMargin {
  return flowMarginOf(incomeCentavos - expenseCentavos, incomeCentavos);
}

/** A net flow (however it was summed) as a percent of income, with its colour. Ch. 3. */
export function flowMarginOf(netFlowCentavos: number, incomeCentavos: Centavos): FlowMargin {
  const value = percent(netFlowCentavos, incomeCentavos);
  if (value === null) {
    return {
      percent: null,
      tone: null,
      notes: { percent: CASH_FLOW_REASONS.noIncome, tone: CASH_FLOW_REASONS.noIncome },
    };
  }
  return { percent: value, tone: flowMarginTone(value), notes: {} };
}

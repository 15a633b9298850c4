import { FIGURE_LEVEL_TONES, type FigureLevel, flowMarginLevel } from './bands.ts';
import { addDays } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { deepFreeze, percent, roundCentavos } from './numbers.ts';
import type { Insight, Notes, Tone } from './types.ts';

/** Assumptions of the cash-flow analysis (Maya, spec 001 §9 "Cash flow"). */
export const CASH_FLOW_AI_ASSUMPTIONS = deepFreeze({
  /** The original assumed 150,000 MXN; we use it only when the real balance is unknown. */
  defaultBalanceCentavos: centavos(15_000_000),
  receivablesShareOfRevenue: 0.15,
  payablesShareOfExpenses: 0.1,
  nextReviewDays: 7,
} as const);

export const CASH_FLOW_REASONS = deepFreeze({
  noIncome: 'Sin ingresos no hay margen de flujo.',
} as const);

/** The cash-flow status is the flow margin's level (bands.ts), made worse by the cash's. */
export type CashFlowStatus = FigureLevel;

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
 * Cash-flow insights, in the flow margin's own words (bands.ts): praise above 15 %, a push when
 * it is positive but thin, a warning when it is zero or negative. Book: chapter 3.
 */
export function cashFlowInsights(netFlowCentavos: number, incomeCentavos: Centavos): Insight[] {
  if (percent(netFlowCentavos, incomeCentavos) === null) return [];
  const level = flowMarginLevel(netFlowCentavos, incomeCentavos);
  const insight: Record<FigureLevel, Insight> = {
    excellent: {
      code: 'cash-flow-strong',
      tone: 'good',
      title: 'Flujo de efectivo sólido',
      message: 'Tu flujo neto supera el 15 % de tus ingresos: considera una reserva o reinvertir.',
    },
    good: {
      code: 'cash-flow-thin',
      tone: 'good',
      title: 'Flujo positivo',
      message:
        'Entra más de lo que sale, pero menos del 15 % de tus ingresos queda libre: revisa gastos y cobranza para ganar margen.',
    },
    warning: {
      code: 'cash-flow-low-margin',
      tone: 'warning',
      title: 'Margen de flujo bajo',
      message: 'Sale tanto o más de lo que entra: revisa gastos y cobranza antes de que apriete.',
    },
    critical: {
      code: 'cash-flow-negative',
      tone: 'bad',
      title: 'Flujo negativo',
      message:
        'Sale más del 10 % por encima de lo que entra: recorta gastos que no generan ventas y acelera la cobranza.',
    },
  };
  return [insight[level]];
}

export type FlowMargin = {
  /** Net flow over income, percent. */
  percent: number | null;
  tone: Tone | null;
  notes: Notes<FlowMargin>;
};

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
  return {
    percent: value,
    tone: FIGURE_LEVEL_TONES[flowMarginLevel(netFlowCentavos, incomeCentavos)],
    notes: {},
  };
}

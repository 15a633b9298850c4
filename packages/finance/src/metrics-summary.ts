import type { CashFlowStatus } from './cash-flow.ts';
import { CASH_FLOW_STATUS_LABELS, CASH_FLOW_STATUS_TONES } from './cash-flow.ts';
import { deepFreeze } from './numbers.ts';
import { type CashPosition, cashTone, worseStatus } from './runway.ts';
import type { Tone } from './types.ts';

/**
 * Colour of the health score. The spec gives no bands for it; we use its only other 0..100
 * score bands (the risk score's: 80 good, 60 warning).
 */
export const HEALTH_SCORE_TONE_BANDS = deepFreeze({ goodFrom: 80, warningFrom: 60 } as const);

export type SummaryMetric = { label: string; value: string; color: Tone };

/** The header's cash: the balance today and its runway; the API writes them as text. */
export type SummaryCash = {
  label: string;
  balanceCentavos: CashPosition['balanceCentavos'];
  runwayMonths: number | null;
  /** Null when there is no balance to judge. */
  color: Tone | null;
};

export type MetricsSummary = { primary: SummaryMetric; status: SummaryMetric; cash: SummaryCash };

/** Health-score colour: 80 or more good, 60 or more warning. Book: chapter 1. */
export function healthScoreTone(score: number): Tone {
  if (score >= HEALTH_SCORE_TONE_BANDS.goodFrom) return 'good';
  if (score >= HEALTH_SCORE_TONE_BANDS.warningFrom) return 'warning';
  return 'bad';
}

/**
 * The header's metrics summary (spec 000 §3): primary = the health score ('72/100'), status =
 * the cash-flow status of the period the caller measured (the API uses the last 30 days'
 * entries, or their estimate), made worse by a negative or short runway; and the cash with its
 * runway. Colours are tones; the UI picks the palette. Book: chapters 1 and 3.
 */
export function metricsSummary(input: {
  healthScore: number;
  cashFlowStatus: CashFlowStatus;
  cash: CashPosition;
}): MetricsSummary {
  const status = worseStatus(input.cashFlowStatus, input.cash.status);
  const { balanceCentavos, runwayMonths } = input.cash;
  return {
    primary: {
      label: 'Salud financiera',
      value: `${Math.round(input.healthScore)}/100`,
      color: healthScoreTone(input.healthScore),
    },
    status: {
      label: 'Flujo de caja',
      value: CASH_FLOW_STATUS_LABELS[status],
      color: CASH_FLOW_STATUS_TONES[status],
    },
    cash: {
      label: 'Caja',
      balanceCentavos,
      runwayMonths,
      color: cashTone(input.cash),
    },
  };
}

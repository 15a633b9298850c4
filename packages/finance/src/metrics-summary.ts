import type { CashFlowStatus } from './cash-flow.ts';
import { CASH_FLOW_STATUS_LABELS, CASH_FLOW_STATUS_TONES } from './cash-flow.ts';
import { deepFreeze } from './numbers.ts';
import type { Tone } from './types.ts';

/**
 * Colour of the health score. The spec gives no bands for it; we use its only other 0..100
 * score bands (the risk score's: 80 good, 60 warning).
 */
export const HEALTH_SCORE_TONE_BANDS = deepFreeze({ goodFrom: 80, warningFrom: 60 } as const);

export type SummaryMetric = { label: string; value: string; color: Tone };

export type MetricsSummary = { primary: SummaryMetric; status: SummaryMetric };

/** Health-score colour: 80 or more good, 60 or more warning. Book: chapter 1. */
export function healthScoreTone(score: number): Tone {
  if (score >= HEALTH_SCORE_TONE_BANDS.goodFrom) return 'good';
  if (score >= HEALTH_SCORE_TONE_BANDS.warningFrom) return 'warning';
  return 'bad';
}

/**
 * The header's metrics summary (spec 000 §3): primary = the health score ('72/100'), status =
 * the cash-flow status of the period the caller measured (the API uses the last 30 days'
 * entries, or their estimate). Colours are tones; the UI picks the palette. Book: chapter 1.
 */
export function metricsSummary(input: {
  healthScore: number;
  cashFlowStatus: CashFlowStatus;
}): MetricsSummary {
  return {
    primary: {
      label: 'Salud financiera',
      value: `${Math.round(input.healthScore)}/100`,
      color: healthScoreTone(input.healthScore),
    },
    status: {
      label: 'Flujo de caja',
      value: CASH_FLOW_STATUS_LABELS[input.cashFlowStatus],
      color: CASH_FLOW_STATUS_TONES[input.cashFlowStatus],
    },
  };
}

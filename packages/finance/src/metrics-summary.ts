import type { CashFlowStatus } from './cash-flow.ts';
import { CASH_FLOW_STATUS_LABELS, CASH_FLOW_STATUS_TONES } from './cash-flow.ts';
import type { Centavos } from './money.ts';
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

/**
 * Health-score colour: 80 or more good, 60 or more warning, below it bad. `warningFrom` is the
 * owner's alert threshold (settings, issue 20) in place of 60; good starts at 80 or at it, if
 * higher. Book: chapter 1.
 */
export function healthScoreTone(
  score: number,
  warningFrom: number = HEALTH_SCORE_TONE_BANDS.warningFrom,
): Tone {
  if (score >= Math.max(HEALTH_SCORE_TONE_BANDS.goodFrom, warningFrom)) return 'good';
  if (score >= warningFrom) return 'warning';
  return 'bad';
}

/** The owner's alert thresholds the header follows (settings' analysis section). */
export type SummaryThresholds = {
  /** The health score under which it shows as bad. */
  healthScoreWarning: number;
  /** Cash under this amount makes the cash-flow status critical (0: only negative cash). */
  cashCriticalCentavos: Centavos;
};

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
  thresholds?: SummaryThresholds;
}): MetricsSummary {
  const { thresholds } = input;
  const balance = input.cash.balanceCentavos;
  const underOwnerLine =
    thresholds !== undefined && balance !== null && balance < thresholds.cashCriticalCentavos;
  const status = worseStatus(
    worseStatus(input.cashFlowStatus, input.cash.status),
    underOwnerLine ? 'critical' : null,
  );
  const { balanceCentavos, runwayMonths } = input.cash;
  return {
    primary: {
      label: 'Salud financiera',
      value: `${Math.round(input.healthScore)}/100`,
      color: healthScoreTone(input.healthScore, thresholds?.healthScoreWarning),
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
      color: underOwnerLine ? CASH_FLOW_STATUS_TONES.critical : cashTone(input.cash),
    },
  };
}

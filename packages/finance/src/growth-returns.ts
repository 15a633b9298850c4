import { paybackOf } from './investment-evaluation.ts';
import type { Centavos } from './money.ts';
import { deepFreeze, percent, roundCentavos, sum } from './numbers.ts';
import type { Notes } from './types.ts';

/**
 * What a growth simulation earns (issue 33): the revenue it adds over the business as it is
 * today, times the profit each extra peso leaves, against the investment. Book: chapter 15.
 */

/**
 * The share of an extra peso of revenue that stays as profit when the company has no margin of
 * its own to go by: 1 − the synthetic history's 65 % of costs.
 */
export const DEFAULT_SIMULATION_PROFIT_MARGIN_PERCENT = 35;

export const GROWTH_RETURN_NOTES = deepFreeze({
  noPayback: (months: number) =>
    `Con este crecimiento la inversión no se recupera en ${months} meses: la utilidad adicional no alcanza a pagarla.`,
  noInvestment: 'Sin inversión no hay retorno que medir.',
});

export type GrowthReturns = {
  /** Month 1…n: revenue over today's, × the margin, centavos. */
  monthlyProfitCentavos: Centavos[];
  incrementalProfitCentavos: Centavos;
  /** (incremental profit − investment) ÷ investment × 100. */
  roi: number | null;
  /** Months until the cumulative incremental profit repays the investment; null if never. */
  paybackMonths: number | null;
  /**
   * The scenario card's probability, lowered in proportion when the simulation expects more
   * profit over the card's timeframe than the card promises (a plan that asks more is less
   * likely); 0 when the simulation itself never repays the investment.
   */
  probability: number;
  notes: Notes<Omit<GrowthReturns, 'notes' | 'monthlyProfitCentavos'>>;
};

/**
 * ROI, payback and probability from the simulated series: month k adds base × ((1 + g)^k − 1)
 * of revenue over the base (the business without the plan stays at today's revenue), of which
 * `profitMarginPercent` is profit. Book: chapter 15.
 */
export function growthReturns(input: {
  baseRevenueCentavos: Centavos;
  monthlyGrowth: number;
  periodMonths: number;
  profitMarginPercent: number;
  investmentCentavos: Centavos;
  card: { expectedReturnCentavos: Centavos; timeframe: number; probability: number };
}): GrowthReturns {
  const margin = input.profitMarginPercent / 100;
  const profitAt = (k: number) =>
    roundCentavos(input.baseRevenueCentavos * ((1 + input.monthlyGrowth) ** k - 1) * margin);
  const monthly = Array.from({ length: input.periodMonths }, (_, i) => profitAt(i + 1));
  const total = roundCentavos(sum(monthly));
  const investment = input.investmentCentavos;
  const notes: GrowthReturns['notes'] = {};
  const roi = percent(total - investment, investment);
  if (roi === null) notes.roi = GROWTH_RETURN_NOTES.noInvestment;
  const payback = investment > 0 ? paybackOf([-investment, ...monthly]) : null;
  if (payback === null) {
    notes.paybackMonths =
      investment > 0
        ? GROWTH_RETURN_NOTES.noPayback(input.periodMonths)
        : GROWTH_RETURN_NOTES.noInvestment;
  }
  // Over the card's own timeframe, what the simulation expects against what the card promises.
  const cardMonths = Array.from({ length: Math.max(0, Math.floor(input.card.timeframe)) }, (_, i) =>
    profitAt(i + 1),
  );
  const asked = sum(cardMonths);
  const promised = input.card.expectedReturnCentavos;
  const probability =
    payback === null
      ? 0
      : asked > promised && promised > 0
        ? (input.card.probability * promised) / asked
        : input.card.probability;
  return {
    monthlyProfitCentavos: monthly,
    incrementalProfitCentavos: total,
    roi,
    paybackMonths: payback,
    probability,
    notes,
  };
}

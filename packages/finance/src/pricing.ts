import type { Centavos } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos } from './numbers.ts';
import type { Notes, Tone } from './types.ts';

/**
 * Pricing defaults and rules (spec 001 §9 "Unit economics and pricing"). The spec's competitor
 * price of 179 MXN is not a default (issue 31): the same 179 for a $5 bolillo and a $450 cake
 * read "−97 % vs la competencia". Without the owner's competitor price there is no comparison.
 */
export const PRICING_DEFAULTS = deepFreeze({
  targetMarginPercent: 60,
  priceElasticity: -1.5,
} as const);

/** Sensitivity over 10 prices starting at 70 % of the price, in steps of 6 %. */
export const PRICE_SENSITIVITY = deepFreeze({
  points: 10,
  startFactor: 0.7,
  stepFactor: 0.06,
} as const);

/** Margin thresholds: warning under 30 %, healthy at 40 % or more. */
export const MARGIN_THRESHOLDS = deepFreeze({
  lowBelowPercent: 30,
  healthyFromPercent: 40,
} as const);

export const PRICING_REASONS = deepFreeze({
  marginTooHigh: 'Un margen objetivo de 100 % o más no tiene precio posible.',
  noPrice: 'Sin precio no hay margen.',
  noCompetitor: 'Sin precio de la competencia: agrégalo para compararte.',
} as const);

export type MarginHealth = 'low' | 'acceptable' | 'healthy';

/** Low under 30 %, healthy at 40 % or more, acceptable between. Book: chapter 8. */
export function marginHealth(marginPercent: number): MarginHealth {
  if (marginPercent < MARGIN_THRESHOLDS.lowBelowPercent) return 'low';
  if (marginPercent >= MARGIN_THRESHOLDS.healthyFromPercent) return 'healthy';
  return 'acceptable';
}

export const MARGIN_HEALTH_TONES = deepFreeze({
  healthy: 'good',
  acceptable: 'warning',
  low: 'bad',
} as const satisfies Record<MarginHealth, Tone>);

export type OptimalPrice = { priceCentavos: Centavos | null; notes: Notes<OptimalPrice> };

/** Target-margin price = variable cost / (1 − target margin). Book: chapter 8. */
export function optimalPrice(
  variableCostCentavos: Centavos,
  targetMarginPercent: number,
): OptimalPrice {
  const price = ratio(variableCostCentavos, 1 - targetMarginPercent / 100);
  if (price === null)
    return { priceCentavos: null, notes: { priceCentavos: PRICING_REASONS.marginTooHigh } };
  return { priceCentavos: roundCentavos(price), notes: {} };
}

export type PricePoint = {
  /** Share of the current price: 0.70, 0.76, … 1.24. */
  factor: number;
  priceCentavos: Centavos;
  /** Units a month, after the elasticity. */
  demand: number;
  revenueCentavos: Centavos;
  profitCentavos: Centavos;
  marginPercent: number | null;
  notes: Notes<PricePoint>;
};

/**
 * Price sensitivity: 10 prices from 70 % of the current price in 6 % steps. Demand moves
 * linearly with the elasticity (a 10 % higher price with elasticity −1.5 sells 15 % fewer
 * units), never below 0; profit is the contribution of those units. Book: chapter 8.
 */
export function priceSensitivity(input: {
  currentPriceCentavos: Centavos;
  variableCostCentavos: Centavos;
  /** Units a month at the current price. */
  demand: number;
  priceElasticity?: number;
}): PricePoint[] {
  const elasticity = input.priceElasticity ?? PRICING_DEFAULTS.priceElasticity;
  const s = PRICE_SENSITIVITY;
  return Array.from({ length: s.points }, (_, i) => {
    // Rounded to kill binary noise: 0.7 + 3 × 0.06 must be exactly 0.88.
    const factor = Math.round((s.startFactor + i * s.stepFactor) * 1e6) / 1e6;
    const price = roundCentavos(input.currentPriceCentavos * factor);
    const demand = Math.max(0, input.demand * (1 + elasticity * (factor - 1)));
    const margin = percent(price - input.variableCostCentavos, price);
    return {
      factor,
      priceCentavos: price,
      demand,
      revenueCentavos: roundCentavos(price * demand),
      profitCentavos: roundCentavos((price - input.variableCostCentavos) * demand),
      marginPercent: margin,
      notes: margin === null ? { marginPercent: PRICING_REASONS.noPrice } : {},
    };
  });
}

export type PricingAnalysis = {
  marginPercent: number | null;
  marginHealth: MarginHealth | null;
  optimalPriceCentavos: Centavos | null;
  /**
   * Today's price already reaches the target margin: the target-margin price is then a floor
   * (the least that keeps the margin), not advice to lower the price. Null without a price.
   */
  reachesTargetMargin: boolean | null;
  /** The target-margin price is above today's: the only case it is offered to apply. */
  optimalPriceRaises: boolean;
  /** Spanish: what the target-margin price means for this product. */
  optimalPriceMeaning: string;
  /** How far the price is above (+) or below (−) the competitor's, percent. */
  competitorGapPercent: number | null;
  sensitivity: PricePoint[];
  notes: Notes<PricingAnalysis>;
};

const percentText = (v: number) => `${v.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

/**
 * What the target-margin price is for this product (issue 31): with the 60 % default, a bread
 * sold at 70 % margin got a "best price" 25 % below today's. When today's price already reaches
 * the target, the computed price is the floor that keeps it; only a higher one is advice.
 */
export function optimalPriceMeaning(
  reachesTarget: boolean | null,
  raises: boolean,
  targetMarginPercent: number,
): string {
  const target = percentText(targetMarginPercent);
  if (reachesTarget)
    return `Tu precio de hoy ya alcanza tu margen objetivo de ${target}: este es el precio mínimo para mantenerlo, no una recomendación de bajar.`;
  if (raises)
    return `Para llegar a tu margen objetivo de ${target} tendrías que subir tu precio a este.`;
  return 'Costo variable ÷ (1 − margen objetivo).';
}

/**
 * The pricing tab: current margin and its health, the target-margin price (a floor when today's
 * price already reaches the target), the gap with the competitor (only with the owner's price)
 * and the sensitivity table. Defaults: target margin 60 %, elasticity −1.5. Book: chapter 8.
 */
export function pricingAnalysis(input: {
  currentPriceCentavos: Centavos;
  variableCostCentavos: Centavos;
  demand: number;
  targetMarginPercent?: number;
  /** The owner's; absent or null: no comparison. */
  competitorPriceCentavos?: Centavos | null;
  priceElasticity?: number;
}): PricingAnalysis {
  const notes: Notes<PricingAnalysis> = {};
  const margin = percent(
    input.currentPriceCentavos - input.variableCostCentavos,
    input.currentPriceCentavos,
  );
  if (margin === null) {
    notes.marginPercent = PRICING_REASONS.noPrice;
    notes.marginHealth = PRICING_REASONS.noPrice;
  }
  const target = input.targetMarginPercent ?? PRICING_DEFAULTS.targetMarginPercent;
  const optimal = optimalPrice(input.variableCostCentavos, target);
  if (optimal.notes.priceCentavos) notes.optimalPriceCentavos = optimal.notes.priceCentavos;
  const reaches = margin === null || optimal.priceCentavos === null ? null : margin >= target;
  if (reaches === null)
    notes.reachesTargetMargin = notes.marginPercent ?? notes.optimalPriceCentavos ?? '';
  const raises =
    optimal.priceCentavos !== null && optimal.priceCentavos > input.currentPriceCentavos;
  const competitor = input.competitorPriceCentavos ?? null;
  const gap =
    competitor === null ? null : percent(input.currentPriceCentavos - competitor, competitor);
  if (gap === null) notes.competitorGapPercent = PRICING_REASONS.noCompetitor;
  return {
    marginPercent: margin,
    marginHealth: margin === null ? null : marginHealth(margin),
    optimalPriceCentavos: optimal.priceCentavos,
    reachesTargetMargin: reaches,
    optimalPriceRaises: raises,
    optimalPriceMeaning: optimalPriceMeaning(reaches, raises, target),
    competitorGapPercent: gap,
    sensitivity: priceSensitivity({
      currentPriceCentavos: input.currentPriceCentavos,
      variableCostCentavos: input.variableCostCentavos,
      demand: input.demand,
      ...(input.priceElasticity === undefined ? {} : { priceElasticity: input.priceElasticity }),
    }),
    notes,
  };
}

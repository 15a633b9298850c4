import { BREAK_EVEN_RULES, breakEvenFromTotals } from './break-even.ts';
import { type CostShare, costBreakdown, monthlyFixedCostAmount } from './costs.ts';
import { computeMetrics, type FinancialSnapshot } from './metrics.ts';
import { type Centavos, centavos } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos, uncheckedCentavos } from './numbers.ts';
import {
  type MarginHealth,
  marginHealth,
  PRICING_DEFAULTS,
  type PricePoint,
  type PricingAnalysis,
  pricingAnalysis,
} from './pricing.ts';
import type { Notes } from './types.ts';

/**
 * The costs-and-pricing screen (issue 14): the cost structure, each product's pricing and the
 * company's break-even with its what-ifs. The API feeds `costsPricingView` with the company's
 * data; the browser feeds `pricingFigures`, `breakEvenWhatIf` and `priceChangeEffect` with the
 * view's own inputs, so a preview on screen is the figure the server saves.
 */

export const COSTS_PRICING_RULES = deepFreeze({
  /** The break-even sliders move each figure within ±50 %. */
  sliderPercent: { min: -50, max: 50, step: 1 },
  /** The chart's volume axis: points from 0 to twice the break-even (or 1.2 × sales). */
  chartPoints: 9,
  /** The product variable costs' label in the breakdown. */
  productCostsCategory: 'Costo variable de productos',
} as const);

export const COSTS_PRICING_REASONS = deepFreeze({
  noUnits: 'Sin unidades vendidas al mes no hay costo por unidad.',
  noSales: 'Sin ventas mensuales no se puede medir cuántos días tarda en alcanzarse el equilibrio.',
} as const);

/** A product as the screen reads it. */
export type CostsPricingProduct = {
  id: string;
  name: string;
  category: string;
  priceCentavos: Centavos;
  variableCostCentavos: Centavos;
  monthlySales: number;
};

/** The owner's pricing inputs for a product (demand: units a month at the current price). */
export type PricingInputs = {
  targetMarginPercent: number;
  /** Null until the owner gives one (no default: issue 31). */
  competitorPriceCentavos: Centavos | null;
  priceElasticity: number;
  demand: number;
};

/** What the owner saved for a product; a missing field takes the spec's default. */
export type SavedPricingInputs = Partial<PricingInputs> & { productId: string };

export type CostsPricingViewInput = {
  snapshot: FinancialSnapshot;
  /** The same products as `snapshot.products`, with their ids, in the same order. */
  products: readonly CostsPricingProduct[];
  pricingInputs: readonly SavedPricingInputs[];
};

/** The company's typical month, as the dashboard computes it (computeMetrics). */
export type TypicalMonth = {
  revenueCentavos: Centavos;
  variableCostsCentavos: Centavos;
  fixedCostsCentavos: Centavos;
  units: number;
  netProfitCentavos: Centavos;
};

export type ProductCost = CostsPricingProduct & {
  unitContributionCentavos: Centavos;
  marginPercent: number | null;
  marginHealth: MarginHealth | null;
  notes: Notes<{ marginPercent: unknown }>;
};

export type CostStructure = {
  monthlyFixedCostsCentavos: Centavos;
  monthlyVariableCostsCentavos: Centavos;
  totalCostsCentavos: Centavos;
  /** Fixed costs (monthly), cost lines and the products' variable costs, by category. */
  breakdown: CostShare[];
  /** Per unit sold a month: fixed, variable and total; null without units. */
  fixedCostPerUnitCentavos: Centavos | null;
  variableCostPerUnitCentavos: Centavos | null;
  totalCostPerUnitCentavos: Centavos | null;
  products: ProductCost[];
  notes: Notes<{
    fixedCostPerUnitCentavos: unknown;
    variableCostPerUnitCentavos: unknown;
    totalCostPerUnitCentavos: unknown;
  }>;
};

export type SensitivityRow = PricePoint & {
  /** The product's contribution at that price: (price − variable cost) × units. */
  contributionCentavos: Centavos;
  /** The company's month with this product at that price and volume. */
  monthlyProfitCentavos: Centavos;
  /** The row with the highest monthly profit (the first, on a tie). */
  best: boolean;
};

export type PricingFigures = Omit<PricingAnalysis, 'sensitivity'> & {
  sensitivity: SensitivityRow[];
};

export type ProductPricing = {
  productId: string;
  inputs: PricingInputs;
  /** True when the owner saved inputs for it; otherwise the spec's defaults. */
  saved: boolean;
  figures: PricingFigures;
};

export type BreakEvenAdjustments = {
  pricePercent: number;
  variableCostPercent: number;
  fixedCostPercent: number;
};

export type BreakEvenPoint = {
  units: number;
  revenueCentavos: Centavos;
  totalCostCentavos: Centavos;
};

export type BreakEvenWhatIf = {
  averagePriceCentavos: Centavos | null;
  averageVariableCostCentavos: Centavos | null;
  fixedCostsCentavos: Centavos;
  monthlySales: number;
  units: number | null;
  revenueCentavos: Centavos | null;
  /** Days of sales a month needed to cover the fixed costs, at 30 days a month. */
  days: number | null;
  marginOfSafetyPercent: number | null;
  monthlyProfitCentavos: Centavos;
  /** Sales of 70 %, 100 % and 150 % of the break-even volume. */
  scenarios: {
    factor: number;
    units: number;
    revenueCentavos: Centavos;
    profitCentavos: Centavos;
  }[];
  /** Revenue and total cost from 0 units, crossing at the break-even. */
  chart: BreakEvenPoint[];
  notes: Notes<{
    averagePriceCentavos: unknown;
    units: unknown;
    revenueCentavos: unknown;
    days: unknown;
    marginOfSafetyPercent: unknown;
  }>;
};

export type CostsPricingView = {
  totals: TypicalMonth;
  structure: CostStructure;
  pricing: ProductPricing[];
  breakEven: BreakEvenWhatIf;
};

export const NO_ADJUSTMENTS: BreakEvenAdjustments = deepFreeze({
  pricePercent: 0,
  variableCostPercent: 0,
  fixedCostPercent: 0,
});

/** The owner's saved inputs, else the spec's defaults (demand: the product's units a month). */
export function pricingInputsOf(
  product: CostsPricingProduct,
  saved: SavedPricingInputs | undefined,
): PricingInputs {
  return {
    targetMarginPercent: saved?.targetMarginPercent ?? PRICING_DEFAULTS.targetMarginPercent,
    competitorPriceCentavos: saved?.competitorPriceCentavos ?? null,
    priceElasticity: saved?.priceElasticity ?? PRICING_DEFAULTS.priceElasticity,
    demand: saved?.demand ?? product.monthlySales,
  };
}

/**
 * A product's pricing (001 §9): margin and its health, the target-margin price, the gap with
 * the competitor, and the sensitivity (10 prices from 70 % in 6 % steps, volume through the
 * elasticity) with each price's contribution and the company's monthly profit, the best row
 * marked. The rest of the company stays as it is: profit = month's profit − this product's
 * contribution today + its contribution at that price. Book: chapter 8.
 */
export function pricingFigures(
  product: Pick<CostsPricingProduct, 'priceCentavos' | 'variableCostCentavos' | 'monthlySales'>,
  inputs: PricingInputs,
  totals: Pick<TypicalMonth, 'netProfitCentavos'>,
): PricingFigures {
  const analysis = pricingAnalysis({
    currentPriceCentavos: product.priceCentavos,
    variableCostCentavos: product.variableCostCentavos,
    demand: inputs.demand,
    targetMarginPercent: inputs.targetMarginPercent,
    competitorPriceCentavos: inputs.competitorPriceCentavos,
    priceElasticity: inputs.priceElasticity,
  });
  const today = (product.priceCentavos - product.variableCostCentavos) * product.monthlySales;
  const rest = totals.netProfitCentavos - today;
  const rows = analysis.sensitivity.map((point) => ({
    ...point,
    contributionCentavos: point.profitCentavos,
    monthlyProfitCentavos: uncheckedCentavos(rest + point.profitCentavos),
    best: false,
  }));
  let best = -1;
  rows.forEach((row, i) => {
    if (best < 0 || row.monthlyProfitCentavos > (rows[best]?.monthlyProfitCentavos ?? 0)) best = i;
  });
  const top = rows[best];
  if (top) top.best = true;
  return { ...analysis, sensitivity: rows };
}

const scale = (amount: number, changePercent: number) =>
  roundCentavos(amount * (1 + changePercent / 100));

/**
 * The company's break-even (the dashboard's: from the typical month's totals, so the average
 * price and variable cost follow the sales mix), with the sliders' changes applied to the
 * month's revenue, variable costs and fixed costs. Units rounded up; days at 30 a month; the
 * scenarios at 70 / 100 / 150 % of the break-even volume. Book: chapter 9.
 */
export function breakEvenWhatIf(
  totals: TypicalMonth,
  adjust: BreakEvenAdjustments = NO_ADJUSTMENTS,
): BreakEvenWhatIf {
  const revenue = scale(totals.revenueCentavos, adjust.pricePercent);
  const variable = scale(totals.variableCostsCentavos, adjust.variableCostPercent);
  const fixed = centavos(Math.max(0, scale(totals.fixedCostsCentavos, adjust.fixedCostPercent)));
  const units = totals.units;
  const contribution = uncheckedCentavos(revenue - variable);
  const base = breakEvenFromTotals(fixed, contribution, revenue, units);
  const notes: BreakEvenWhatIf['notes'] = {};
  if (base.units === null && base.notes.units) notes.units = base.notes.units;
  if (base.revenueCentavos === null && base.notes.revenueCentavos)
    notes.revenueCentavos = base.notes.revenueCentavos;
  if (base.marginOfSafetyPercent === null && base.notes.marginOfSafetyPercent)
    notes.marginOfSafetyPercent = base.notes.marginOfSafetyPercent;
  const perUnit = (total: number) => {
    const value = ratio(total, units);
    return value === null ? null : roundCentavos(value);
  };
  const price = perUnit(revenue);
  if (price === null) notes.averagePriceCentavos = COSTS_PRICING_REASONS.noUnits;
  let days: number | null = null;
  if (base.units === null) notes.days = notes.units ?? COSTS_PRICING_REASONS.noSales;
  else {
    days = ratio(base.units * BREAK_EVEN_RULES.daysPerMonth, units);
    if (days === null) notes.days = COSTS_PRICING_REASONS.noSales;
  }
  const at = (volume: number) => ({
    revenueCentavos: roundCentavos(units > 0 ? (revenue * volume) / units : 0),
    totalCostCentavos: roundCentavos(fixed + (units > 0 ? (variable * volume) / units : 0)),
  });
  const beUnits = base.units;
  const scenarios =
    beUnits === null || units <= 0
      ? []
      : BREAK_EVEN_RULES.scenarioFactors.map((factor) => {
          // Whole units: nobody sells 8,449.7 breads.
          const volume = Math.round(beUnits * factor);
          const point = at(volume);
          return {
            factor,
            units: volume,
            revenueCentavos: point.revenueCentavos,
            profitCentavos: roundCentavos((contribution * volume) / units - fixed),
          };
        });
  const reach = Math.max(beUnits === null ? 0 : beUnits * 2, Math.ceil(units * 1.2), 1);
  const steps = COSTS_PRICING_RULES.chartPoints - 1;
  const chart =
    units > 0
      ? Array.from({ length: steps + 1 }, (_, i) => {
          const volume = Math.round((reach * i) / steps);
          return { units: volume, ...at(volume) };
        })
      : [];
  return {
    averagePriceCentavos: price,
    averageVariableCostCentavos: perUnit(variable),
    fixedCostsCentavos: fixed,
    monthlySales: units,
    units: beUnits,
    revenueCentavos: base.revenueCentavos,
    days,
    marginOfSafetyPercent: base.marginOfSafetyPercent,
    monthlyProfitCentavos: uncheckedCentavos(contribution - fixed),
    scenarios,
    chart,
    notes,
  };
}

export type PriceChangeEffect = {
  before: { breakEvenUnits: number | null; monthlyProfitCentavos: Centavos };
  after: { breakEvenUnits: number | null; monthlyProfitCentavos: Centavos };
  notes: { before?: string; after?: string };
};

/**
 * What a new price for one product does to the company's month: its break-even units (the
 * dashboard's) and profit, before and after; the units sold stay as they are. Book: chapter 9.
 */
export function priceChangeEffect(
  totals: TypicalMonth,
  product: Pick<CostsPricingProduct, 'priceCentavos' | 'monthlySales'>,
  newPriceCentavos: Centavos,
): PriceChangeEffect {
  const after: TypicalMonth = {
    ...totals,
    revenueCentavos: uncheckedCentavos(
      totals.revenueCentavos + (newPriceCentavos - product.priceCentavos) * product.monthlySales,
    ),
    netProfitCentavos: uncheckedCentavos(
      totals.netProfitCentavos + (newPriceCentavos - product.priceCentavos) * product.monthlySales,
    ),
  };
  const figures = (t: TypicalMonth) => {
    const be = breakEvenFromTotals(
      t.fixedCostsCentavos,
      uncheckedCentavos(t.revenueCentavos - t.variableCostsCentavos),
      t.revenueCentavos,
      t.units,
    );
    return { be, value: { breakEvenUnits: be.units, monthlyProfitCentavos: t.netProfitCentavos } };
  };
  const b = figures(totals);
  const a = figures(after);
  const notes: PriceChangeEffect['notes'] = {};
  if (b.be.notes.units) notes.before = b.be.notes.units;
  if (a.be.notes.units) notes.after = a.be.notes.units;
  return { before: b.value, after: a.value, notes };
}

/** The typical month's totals of a snapshot, as the dashboard has them. */
export function companyMonth(snapshot: FinancialSnapshot): TypicalMonth {
  const m = computeMetrics(snapshot);
  return {
    revenueCentavos: m.monthlyRevenue,
    variableCostsCentavos: m.monthlyVariableCosts,
    fixedCostsCentavos: m.monthlyFixedCosts,
    units: snapshot.products.reduce((acc, p) => acc + p.monthlySales, 0),
    netProfitCentavos: m.monthlyNetProfit,
  };
}

function productCost(p: CostsPricingProduct): ProductCost {
  const margin = percent(p.priceCentavos - p.variableCostCentavos, p.priceCentavos);
  return {
    ...p,
    unitContributionCentavos: centavos(p.priceCentavos - p.variableCostCentavos),
    marginPercent: margin,
    marginHealth: margin === null ? null : marginHealth(margin),
    notes: margin === null ? { marginPercent: 'Sin precio no hay margen.' } : {},
  };
}

/** The cost structure: the month's fixed and variable costs, by category and per unit. Ch. 6. */
export function costStructure(
  snapshot: FinancialSnapshot,
  products: readonly CostsPricingProduct[],
  totals: TypicalMonth,
): CostStructure {
  const productCosts = uncheckedCentavos(
    products.reduce((acc, p) => acc + p.variableCostCentavos * p.monthlySales, 0),
  );
  const breakdown = costBreakdown([
    ...snapshot.fixedCosts.map((c) => ({
      category: c.category,
      amountCentavos: monthlyFixedCostAmount(c),
    })),
    ...snapshot.variableCostLines.map((l) => ({
      category: l.category,
      amountCentavos: l.amountCentavos,
    })),
    ...(productCosts > 0
      ? [{ category: COSTS_PRICING_RULES.productCostsCategory, amountCentavos: productCosts }]
      : []),
  ]);
  const total = uncheckedCentavos(totals.fixedCostsCentavos + totals.variableCostsCentavos);
  const perUnit = (amount: number) => {
    const value = ratio(amount, totals.units);
    return value === null ? null : roundCentavos(value);
  };
  const fixedPerUnit = perUnit(totals.fixedCostsCentavos);
  const notes: CostStructure['notes'] =
    fixedPerUnit === null
      ? {
          fixedCostPerUnitCentavos: COSTS_PRICING_REASONS.noUnits,
          variableCostPerUnitCentavos: COSTS_PRICING_REASONS.noUnits,
          totalCostPerUnitCentavos: COSTS_PRICING_REASONS.noUnits,
        }
      : {};
  return {
    monthlyFixedCostsCentavos: totals.fixedCostsCentavos,
    monthlyVariableCostsCentavos: totals.variableCostsCentavos,
    totalCostsCentavos: total,
    breakdown,
    fixedCostPerUnitCentavos: fixedPerUnit,
    variableCostPerUnitCentavos: perUnit(totals.variableCostsCentavos),
    totalCostPerUnitCentavos: perUnit(total),
    products: products.map(productCost),
    notes,
  };
}

/** The whole screen from the company's data: structure, each product's pricing, break-even. */
export function costsPricingView(input: CostsPricingViewInput): CostsPricingView {
  const totals = companyMonth(input.snapshot);
  return {
    totals,
    structure: costStructure(input.snapshot, input.products, totals),
    pricing: input.products.map((p) => {
      const saved = input.pricingInputs.find((s) => s.productId === p.id);
      const inputs = pricingInputsOf(p, saved);
      return {
        productId: p.id,
        inputs,
        saved: saved !== undefined,
        figures: pricingFigures(p, inputs, totals),
      };
    }),
    breakEven: breakEvenWhatIf(totals),
  };
}

import { describe, expect, it } from 'vitest';
import {
  breakEvenWhatIf,
  COSTS_PRICING_REASONS,
  type CostsPricingProduct,
  costsPricingView,
  priceChangeEffect,
  pricingFigures,
  type TypicalMonth,
} from './costs-pricing-view.ts';
import type { FinancialSnapshot } from './metrics.ts';
import { centavos as c } from './money.ts';

/*
 * A bakery worked by hand:
 *   Pan     $50 (cost $20) × 150 a month → revenue $7,500, variable $3,000
 *   Pastel $300 (cost $220) × 10 a month → revenue $3,000, variable $2,200
 *   Renta $3,000 a month; Seguro $12,000 a year (= $1,000 a month);
 *   lines: Empaque $500 variable, Software $500 fixed.
 * Revenue $10,500; variable $5,200 + $500 = $5,700; fixed $3,000 + $1,000 + $500 = $4,500;
 * profit $10,500 − $5,700 − $4,500 = $300; 160 units; contribution $4,800.
 */
const products: CostsPricingProduct[] = [
  {
    id: 'pan',
    name: 'Pan',
    category: 'Panadería',
    priceCentavos: c(5_000),
    variableCostCentavos: c(2_000),
    monthlySales: 150,
  },
  {
    id: 'pastel',
    name: 'Pastel',
    category: 'Pastelería',
    priceCentavos: c(30_000),
    variableCostCentavos: c(22_000),
    monthlySales: 10,
  },
];
const snapshot: FinancialSnapshot = {
  products,
  fixedCosts: [
    { name: 'Renta', amountCentavos: c(300_000), recurring: true, category: 'Renta' },
    { name: 'Seguro', amountCentavos: c(1_200_000), recurring: false, category: 'Seguros' },
  ],
  variableCostLines: [
    { name: 'Empaque', amountCentavos: c(50_000), type: 'variable', category: 'Empaque' },
    { name: 'Software', amountCentavos: c(50_000), type: 'fixed', category: 'Tecnología' },
  ],
  cashBalanceCentavos: null,
};
const totals: TypicalMonth = {
  revenueCentavos: c(1_050_000),
  variableCostsCentavos: c(570_000),
  fixedCostsCentavos: c(450_000),
  units: 160,
  netProfitCentavos: c(30_000),
};

describe('costsPricingView: the company worked by hand', () => {
  const view = costsPricingView({
    snapshot,
    products,
    pricingInputs: [{ productId: 'pastel', targetMarginPercent: 50, demand: 8 }],
  });

  it('has the dashboard’s month', () => {
    expect(view.totals).toEqual(totals);
  });

  it('breaks the $10,200 of costs down by category, largest first', () => {
    expect(view.structure.totalCostsCentavos).toBe(1_020_000);
    expect(view.structure.breakdown.map((s) => [s.category, s.amountCentavos])).toEqual([
      ['Costo variable de productos', 520_000],
      ['Renta', 300_000],
      ['Seguros', 100_000],
      ['Empaque', 50_000],
      ['Tecnología', 50_000],
    ]);
    // 520,000 / 1,020,000 = 50.98 %
    expect(view.structure.breakdown[0]?.percent).toBeCloseTo(50.98, 2);
  });

  it('gives the cost per unit: $4,500 / 160 = $28.13 fixed, $5,700 / 160 = $35.63, $63.75', () => {
    expect(view.structure.fixedCostPerUnitCentavos).toBe(2_813);
    expect(view.structure.variableCostPerUnitCentavos).toBe(3_563);
    expect(view.structure.totalCostPerUnitCentavos).toBe(6_375);
  });

  it('warns on a margin under 30 % (Pastel 26.7 %) and calls 60 % healthy (Pan)', () => {
    const [pan, pastel] = view.structure.products;
    expect(pan?.marginPercent).toBe(60);
    expect(pan?.marginHealth).toBe('healthy');
    expect(pastel?.marginPercent).toBeCloseTo(26.667, 3);
    expect(pastel?.marginHealth).toBe('low');
    expect(pastel?.unitContributionCentavos).toBe(8_000);
  });

  it('takes the saved pricing inputs, else the defaults (demand: units a month)', () => {
    const [pan, pastel] = view.pricing;
    expect(pan?.saved).toBe(false);
    expect(pan?.inputs).toEqual({
      targetMarginPercent: 60,
      competitorPriceCentavos: null,
      priceElasticity: -1.5,
      demand: 150,
    });
    expect(pastel?.saved).toBe(true);
    expect(pastel?.inputs).toEqual({
      targetMarginPercent: 50,
      competitorPriceCentavos: null,
      priceElasticity: -1.5,
      demand: 8,
    });
    // $220 / (1 − 0.5) = $440, above today's $300: advice to raise.
    expect(pastel?.figures.optimalPriceCentavos).toBe(44_000);
    expect(pastel?.figures.optimalPriceRaises).toBe(true);
    expect(pan?.figures.competitorGapPercent).toBeNull();
  });

  it('finds the break-even exactly at 150 units ($4,500 × 160 / $4,800)', () => {
    const be = view.breakEven;
    expect(be.units).toBe(150);
    expect(be.revenueCentavos).toBe(984_375);
    expect(be.days).toBe(28.125);
    expect(be.marginOfSafetyPercent).toBe(6.25);
    expect(be.monthlyProfitCentavos).toBe(30_000);
    expect(be.averagePriceCentavos).toBe(6_563);
    expect(be.averageVariableCostCentavos).toBe(3_563);
  });
});

describe('pricingFigures: Pan at $50, cost $20, 150 units, elasticity −1.5', () => {
  const figures = pricingFigures(
    products[0] as CostsPricingProduct,
    {
      targetMarginPercent: 60,
      competitorPriceCentavos: c(17_900),
      priceElasticity: -1.5,
      demand: 150,
    },
    totals,
  );

  it('prices at $20 / (1 − 0.6) = $50 and sits 72 % under the competitor’s $179', () => {
    expect(figures.optimalPriceCentavos).toBe(5_000);
    expect(figures.marginPercent).toBe(60);
    // 60 % reaches the 60 % target: $50 is the floor, nothing to apply.
    expect(figures.reachesTargetMargin).toBe(true);
    expect(figures.optimalPriceRaises).toBe(false);
    expect(figures.competitorGapPercent).toBeCloseTo(-72.07, 2);
  });

  // Rest of the company: $300 − $3,000 × 150 / 100 = −$4,200.
  it.each([
    [0, 3_500, 217.5, 326_250, -93_750],
    [1, 3_800, 204, 367_200, -52_800],
    [2, 4_100, 190.5, 400_050, -19_950],
    [3, 4_400, 177, 424_800, 4_800],
    [4, 4_700, 163.5, 441_450, 21_450],
    [5, 5_000, 150, 450_000, 30_000],
    [6, 5_300, 136.5, 450_450, 30_450],
    [7, 5_600, 123, 442_800, 22_800],
    [8, 5_900, 109.5, 427_050, 7_050],
    [9, 6_200, 96, 403_200, -16_800],
  ])(
    'row %i: price %i, %f units, contribution %i, month %i',
    (i, price, units, contribution, month) => {
      const row = figures.sensitivity[i];
      expect(row?.priceCentavos).toBe(price);
      expect(row?.demand).toBeCloseTo(units, 9);
      expect(row?.contributionCentavos).toBe(contribution);
      expect(row?.monthlyProfitCentavos).toBe(month);
    },
  );

  it('marks only the best row ($53: $304.50 of profit)', () => {
    expect(figures.sensitivity.filter((r) => r.best).map((r) => r.priceCentavos)).toEqual([5_300]);
  });
});

describe('breakEvenWhatIf: the sliders move revenue, variable and fixed costs', () => {
  it.each([
    ['price +10 %: $4,500 × 160 / $5,850 = 123.08 → 124', { pricePercent: 10 }, 124, 135_000],
    ['fixed −50 %: $2,250 × 160 / $4,800 = 75', { fixedCostPercent: -50 }, 75, 255_000],
    [
      'variable +50 %: $4,500 × 160 / $1,950 = 369.2 → 370',
      { variableCostPercent: 50 },
      370,
      -255_000,
    ],
  ])('%s', (_rule, change, units, profit) => {
    const be = breakEvenWhatIf(totals, {
      pricePercent: 0,
      variableCostPercent: 0,
      fixedCostPercent: 0,
      ...change,
    });
    expect(be.units).toBe(units);
    expect(be.monthlyProfitCentavos).toBe(profit);
  });

  it('gives the scenarios at 70, 100 and 150 % of 150 units', () => {
    expect(breakEvenWhatIf(totals).scenarios).toEqual([
      { factor: 0.7, units: 105, revenueCentavos: 689_063, profitCentavos: -135_000 },
      { factor: 1, units: 150, revenueCentavos: 984_375, profitCentavos: 0 },
      { factor: 1.5, units: 225, revenueCentavos: 1_476_563, profitCentavos: 225_000 },
    ]);
  });

  it('draws revenue and total cost from 0 to 300 units, crossing at 150', () => {
    const chart = breakEvenWhatIf(totals).chart;
    expect(chart.map((p) => p.units)).toEqual([0, 38, 75, 113, 150, 188, 225, 263, 300]);
    expect(chart[0]).toEqual({ units: 0, revenueCentavos: 0, totalCostCentavos: 450_000 });
    expect(chart[4]).toEqual({ units: 150, revenueCentavos: 984_375, totalCostCentavos: 984_375 });
  });

  it('price −50 %: no contribution, no break-even, a reason in its place', () => {
    const be = breakEvenWhatIf(totals, {
      pricePercent: -50,
      variableCostPercent: 0,
      fixedCostPercent: 0,
    });
    expect(be.units).toBeNull();
    expect(be.days).toBeNull();
    expect(be.scenarios).toEqual([]);
    expect(be.notes.units).toMatch(/margen de contribución positivo/);
    expect(be.notes.days).toMatch(/margen de contribución positivo/);
  });

  it('a company without products: nothing to divide, every figure explained', () => {
    const view = costsPricingView({
      snapshot: { ...snapshot, products: [] },
      products: [],
      pricingInputs: [],
    });
    expect(view.breakEven.units).toBeNull();
    expect(view.breakEven.chart).toEqual([]);
    expect(view.structure.totalCostPerUnitCentavos).toBeNull();
    expect(view.structure.notes.totalCostPerUnitCentavos).toBe(COSTS_PRICING_REASONS.noUnits);
    expect(view.pricing).toEqual([]);
  });
});

describe('priceChangeEffect: Pan from $50 to $53', () => {
  it('adds $3 × 150 = $450 a month and lowers the break-even to 138 units', () => {
    // Contribution $4,800 + $450 = $5,250; $4,500 × 160 / $5,250 = 137.1 → 138.
    expect(priceChangeEffect(totals, products[0] as CostsPricingProduct, c(5_300))).toEqual({
      before: { breakEvenUnits: 150, monthlyProfitCentavos: 30_000 },
      after: { breakEvenUnits: 138, monthlyProfitCentavos: 75_000 },
      notes: {},
    });
  });
});

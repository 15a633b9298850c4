import { describe, expect, it } from 'vitest';
import { EMPTY_PERIOD_TOTALS } from './dashboard.ts';
import { companyFigures, FIGURES_NOTES } from './figures.ts';
import type { FinancialSnapshot } from './metrics.ts';
import { computeMetrics, METRICS_REASONS } from './metrics.ts';
import { centavos as c } from './money.ts';

/** The figures core on a company with no movements: the catalogue's estimate. */
const estimateOf = (snapshot: FinancialSnapshot) =>
  companyFigures({
    asOf: '2026-11-28',
    snapshot,
    firstMovementOn: null,
    months: [],
    last30Days: { current: EMPTY_PERIOD_TOTALS, previous: EMPTY_PERIOD_TOTALS },
  });

/**
 * Worked example, checked by hand: a small bakery.
 *   Pan de caja: 45.00 MXN, unit cost 18.00, 400 a month → revenue 18,000, variable 7,200
 *   Pastel:     350.00 MXN, unit cost 140.00, 30 a month → revenue 10,500, variable 4,200
 *   Renta 8,000 a month; Sueldos 8,000 a month; Publicidad 3,600 a year → 300 a month
 */
const bakery: FinancialSnapshot = {
  products: [
    {
      name: 'Pan de caja',
      priceCentavos: c(4_500),
      variableCostCentavos: c(1_800),
      monthlySales: 400,
    },
    { name: 'Pastel', priceCentavos: c(35_000), variableCostCentavos: c(14_000), monthlySales: 30 },
  ],
  fixedCosts: [
    { name: 'Renta', amountCentavos: c(800_000), recurring: true, category: 'Renta' },
    { name: 'Sueldos', amountCentavos: c(800_000), recurring: true, category: 'Nómina' },
    {
      name: 'Publicidad anual',
      amountCentavos: c(360_000),
      recurring: false,
      category: 'Publicidad',
    },
  ],
  variableCostLines: [],
  cashBalanceCentavos: c(5_000_000),
};

describe('computeMetrics: the bakery, by hand', () => {
  const m = computeMetrics(bakery);

  it.each([
    ['monthlyRevenue: 18,000 + 10,500 = 28,500 MXN', m.monthlyRevenue, 2_850_000],
    ['monthlyVariableCosts: 7,200 + 4,200 = 11,400 MXN', m.monthlyVariableCosts, 1_140_000],
    ['monthlyFixedCosts: 8,000 + 8,000 + 3,600/12 = 16,300 MXN', m.monthlyFixedCosts, 1_630_000],
    ['monthlyNetProfit: 28,500 − 11,400 − 16,300 = 800 MXN', m.monthlyNetProfit, 80_000],
    ['averageSellingPrice: 28,500 / 430 units = 66.279… → 66.28', m.averageSellingPrice, 6_628],
    ['averageVariableCost: 11,400 / 430 = 26.5116… → 26.51', m.averageVariableCost, 2_651],
    ['contributionMargin: 17,100 / 430 = 39.767… → 39.77', m.contributionMargin, 3_977],
    ['contributionMarginPercent: 17,100 / 28,500 = 60 %', m.contributionMarginPercent, 60],
    ['breakEvenUnits: 16,300 / 39.767 = 409.88 → 410 (rounded up)', m.breakEvenUnits, 410],
    ['breakEvenRevenue: 16,300 / 0.60 = 27,166.666… → 27,166.67', m.breakEvenRevenue, 2_716_667],
    ['grossMargin: (28,500 − 11,400) / 28,500 = 60 %', m.grossMargin, 60],
    ['totalCustomers: none recorded, none invented from 430 units', m.totalCustomers, null],
    ['monthlyNewCustomers: none recorded', m.monthlyNewCustomers, null],
    ['monthlyMarketingCosts: Publicidad 3,600/12 = 300 MXN', m.monthlyMarketingCosts, 30_000],
    ['customerAcquisitionCost: no new customers to divide by', m.customerAcquisitionCost, null],
    ['averagePurchaseFrequency', m.averagePurchaseFrequency, 1.2],
    ['averageCustomerLifetime', m.averageCustomerLifetime, 24],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('ratios, unrounded', () => {
    // (28,500 − 27,166.67) / 28,500 = profit / contribution = 800 / 17,100
    expect(m.currentMarginOfSafety).toBeCloseTo((800 / 17_100) * 100, 12);
    expect(m.netMargin).toBeCloseTo((800 / 28_500) * 100, 12);
  });

  it('its only null values are the customers, each saying where to record them', () => {
    const why =
      'Sin tus clientes registrados no hay clientes ni costo de adquisición: regístralos en Economía unitaria › Tus clientes por mes.';
    expect(m.notes).toEqual({
      totalCustomers: why,
      monthlyNewCustomers: why,
      customerAcquisitionCost: why,
    });
  });

  it("with the owner's latest month (120 customers, 12 new): COCA 300 / 12 = 25 MXN", () => {
    const owned = computeMetrics(bakery, { activeCustomers: 120, newCustomers: 12 });
    expect(owned.totalCustomers).toBe(120);
    expect(owned.monthlyNewCustomers).toBe(12);
    expect(owned.customerAcquisitionCost).toBe(2_500);
    expect(owned.notes).toEqual({});
  });

  it('a recorded month with no new customers has no COCA, and says so', () => {
    const none = computeMetrics(bakery, { activeCustomers: 120, newCustomers: 0 });
    expect(none.customerAcquisitionCost).toBeNull();
    expect(none.notes.customerAcquisitionCost).toBe(
      'Sin clientes nuevos en el mes no hay costo de adquisición por cliente.',
    );
  });
});

describe("the figures core on the bakery's estimate (no movements)", () => {
  const f = estimateOf(bakery);

  it('health score: net 2.8 % → 5, gross 60 % → 15, safety 4.7 % → 0, contribution 60 % → 25', () => {
    expect(f.healthScore.parts).toEqual({
      netMargin: 5,
      grossMargin: 15,
      marginOfSafety: 0,
      contributionMargin: 25,
    });
    expect(f.healthScore.value).toBe(45);
    expect(f.healthScore.level).toBe('critical');
  });

  it('liquidity: 50,000 MXN of cash over 27,700 MXN of monthly costs', () => {
    expect(f.liquidityMonths.value).toBeCloseTo(50_000 / 27_700, 12);
  });

  it('profitable: the runway has no limit, and says so', () => {
    expect(f.runwayMonths.value).toBeNull();
    expect(f.runwayMonths.level).toBe('good');
    expect(f.runwayMonths.note).toContain('estimado con tus productos');
  });
});

describe('computeMetrics: rules of the snapshot', () => {
  it('a losing company with unknown cash has no runway (no assumed balance), and says why', () => {
    const f = estimateOf({
      ...bakery,
      cashBalanceCentavos: null,
      fixedCosts: [
        ...bakery.fixedCosts,
        { amountCentavos: c(1_080_000), recurring: true, category: 'Otros' },
      ],
    });
    expect(f.month.profit).toBe(-1_000_000);
    expect(f.burn).toBe(1_000_000);
    expect(f.runwayMonths).toEqual({ value: null, level: null, note: FIGURES_NOTES.noCash });
    expect(f.liquidityMonths.note).toBe(FIGURES_NOTES.noCash);
  });

  it('uses the real balance: 30,000 MXN / 10,000 MXN loss = 3 months, a warning', () => {
    const f = estimateOf({
      ...bakery,
      cashBalanceCentavos: c(3_000_000),
      fixedCosts: [
        ...bakery.fixedCosts,
        { amountCentavos: c(1_080_000), recurring: true, category: 'Otros' },
      ],
    });
    expect(f.runwayMonths).toEqual({ value: 3, level: 'warning', note: null });
  });

  it('negative cash with losses gives 0 months of runway', () => {
    const f = estimateOf({
      ...bakery,
      cashBalanceCentavos: c(-500),
      fixedCosts: [{ amountCentavos: c(5_000_000), recurring: true, category: 'Renta' }],
    });
    expect(f.runwayMonths.value).toBe(0);
    expect(f.runwayMonths.level).toBe('critical');
  });

  it('exactly break-even: no runway limit', () => {
    const snapshot = {
      products: [{ priceCentavos: c(200), variableCostCentavos: c(100), monthlySales: 10 }],
      fixedCosts: [{ amountCentavos: c(1_000), recurring: true, category: 'Renta' }],
      variableCostLines: [],
      cashBalanceCentavos: c(0),
    };
    const m = computeMetrics(snapshot);
    expect(m.monthlyNetProfit).toBe(0);
    expect(estimateOf(snapshot).runwayMonths).toMatchObject({ value: null, level: 'good' });
    expect(m.breakEvenUnits).toBe(10);
    expect(m.currentMarginOfSafety).toBe(0);
  });

  it('cost lines: variable ones add to variable costs, fixed ones to fixed costs; gross margin only counts products', () => {
    const m = computeMetrics({
      ...bakery,
      variableCostLines: [
        { amountCentavos: c(57_000), type: 'variable', category: 'Empaques' },
        { amountCentavos: c(100_000), type: 'fixed', category: 'Software' },
        { amountCentavos: c(20_000), type: 'fixed', category: 'MARKETING' },
      ],
    });
    expect(m.monthlyVariableCosts).toBe(1_140_000 + 57_000);
    expect(m.monthlyFixedCosts).toBe(1_630_000 + 120_000);
    expect(m.grossMargin).toBe(60);
    expect(m.contributionMarginPercent).toBeCloseTo(
      ((2_850_000 - 1_197_000) / 2_850_000) * 100,
      12,
    );
    expect(m.monthlyMarketingCosts).toBe(50_000);
  });

  it.each([
    ['Publicidad', true],
    ['publicidad', true],
    ['PUBLICÍDAD', true],
    ['  Marketing ', true],
    ['Márketing', true],
    ['Marketing digital', false],
    ['Renta', false],
  ])('marketing category %s → %s', (category, counts) => {
    const m = computeMetrics({
      ...bakery,
      fixedCosts: [{ amountCentavos: c(12_000), recurring: true, category }],
    });
    expect(m.monthlyMarketingCosts).toBe(counts ? 12_000 : 0);
  });

  it('a non-recurring cost counts amount/12, rounded half away from zero', () => {
    const m = computeMetrics({
      ...bakery,
      fixedCosts: [{ amountCentavos: c(1_000_006), recurring: false, category: 'Seguro' }],
    });
    expect(m.monthlyFixedCosts).toBe(83_334); // 83,333.83 → 83,334
  });

  it('an empty company: zeros, nulls and a Spanish reason for each null', () => {
    const m = computeMetrics({
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashBalanceCentavos: null,
    });
    expect(m.monthlyRevenue).toBe(0);
    for (const key of [
      'averageSellingPrice',
      'averageVariableCost',
      'contributionMargin',
      'contributionMarginPercent',
      'breakEvenUnits',
      'breakEvenRevenue',
      'currentMarginOfSafety',
      'grossMargin',
      'netMargin',
      'customerAcquisitionCost',
    ] as const) {
      expect(m[key], key).toBeNull();
      expect(m.notes[key], key).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
  });

  it('no positive contribution: no break-even, with the reason', () => {
    const m = computeMetrics({
      products: [{ priceCentavos: c(100), variableCostCentavos: c(150), monthlySales: 10 }],
      fixedCosts: [{ amountCentavos: c(1_000), recurring: true, category: 'Renta' }],
      variableCostLines: [],
      cashBalanceCentavos: c(0),
    });
    expect(m.breakEvenUnits).toBeNull();
    expect(m.notes.breakEvenUnits).toBe(METRICS_REASONS.noContribution);
    expect(m.notes.breakEvenUnits).toBe(
      'Sin margen de contribución positivo no hay punto de equilibrio.',
    );
  });

  it('break-even with no fixed costs is 0 units', () => {
    const m = computeMetrics({ ...bakery, fixedCosts: [] });
    expect(m.breakEvenUnits).toBe(0);
    expect(m.breakEvenRevenue).toBe(0);
    expect(m.currentMarginOfSafety).toBe(100);
  });
});

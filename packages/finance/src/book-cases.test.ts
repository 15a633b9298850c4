import { describe, expect, it } from 'vitest';
import {
  BOOK_CASES,
  type BookCase,
  type BookCaseCategory,
  bookCaseById,
  bookCasesOf,
  caseExpectedResults,
  cashFlowCaseInputs,
  costsPricingCaseInputs,
} from './book-cases.ts';
import { costsPricingView } from './costs-pricing-view.ts';
import { seasonalPatterns } from './maya.ts';

const ASOF = '2026-03-15';

/** Centavos of a peso amount, so the tables below read in pesos as worked by hand. */
const $ = (pesos: number) => Math.round(pesos * 100);

/**
 * Every case's expected results, worked by hand from its data (the arithmetic is in each case's
 * explanations). Money in centavos, percents 0..100.
 */
const WORKED: Record<string, Record<string, number | null>> = {
  // Income 2,280,000, expenses 2,136,000 over 12 months; cash 85,000.
  'restaurante-familiar': {
    'average-net-flow': $(12_000), // 144,000 / 12
    'flow-margin': 6.3158, // 144,000 / 2,280,000
    runway: null, // the average month makes money
    'liquidity-ratio': 0.4775, // 85,000 / 178,000
    'best-month': $(260_000), // December
    'worst-month': $(170_000), // January
  },
  // Income 1,200,000, expenses 1,260,000; cash 25,000.
  'cafeteria-de-temporada': {
    'average-net-flow': $(-5_000), // −60,000 / 12
    'flow-margin': -5, // −60,000 / 1,200,000
    runway: 5, // 25,000 / 5,000
    'liquidity-ratio': 0.2381, // 25,000 / 105,000
    'best-month': $(150_000), // December
    'worst-month': $(45_000), // September
    'seasonal-swing': 105, // (150,000 − 45,000) / 100,000
  },
  // Chapter 5's Salsas Doña Chayo.
  'tienda-en-linea': {
    'contribution-margin': $(130), // 320 − 190
    coca: $(300), // 18,000 / 60
    ltv: $(520), // 130 × 0.5 × 8
    'ltv-coca-ratio': 1.7333, // 520 / 300
    payback: 4.6154, // 300 / 65
    'monthly-churn': 12.5, // 1 / 8
  },
  // Revenue 57,000 + 66,000 + 28,800 = 151,800; contribution 34,200 + 42,000 + 16,200 = 92,400;
  // fixed 16,000 + 32,000 + 9,000 + 10,000 + 2,000 + 12,000 / 12 = 70,000.
  'panaderia-artesanal': {
    'contribution-margin-percent': 60.8696, // 92,400 / 151,800
    'contribution-share:concha': 45.4545, // 42,000 / 92,400
    'monthly-net-profit': $(22_400), // 92,400 − 70,000
    'break-even-revenue': $(115_000), // 70,000 × 151,800 / 92,400
    'margin-of-safety': 24.2424, // 22,400 / 92,400
    'pricing-margin': 56.25, // 270 / 480
    'optimal-price': $(525), // 210 / 0.4
  },
  'expansion-de-gimnasio': {
    'net-margin': 14, // 28,000 / 200,000
    ebitda: $(40_000), // 28,000 + 12,000
    'roi:remodelacion': 180, // (14,000 × 24 − 120,000) / 120,000
    'payback:remodelacion': 8.5714, // 120,000 / 14,000
    'annualized-roi:cardio': 26.6667, // (9,000 × 36 − 180,000) / 180,000 = 80 %, over 3 years
    'roi:campana': -10, // (4,500 × 6 − 30,000) / 30,000
    'portfolio-payback': 12, // 330,000 / 27,500
  },
  'consultoria-de-marketing': {
    // Income 185,000 − 180,000 = +5,000; expenses 137,900 − 135,000 = +2,900; profit +2,100
    'budget-variance': $(2_100),
    'budget-accuracy': 95.3333, // 100 − 2,100 / 45,000 × 100
    'goal-progress:fondo-de-reserva': 60, // 243,000 / 405,000
    'goal-remaining:fondo-de-reserva': $(162_000),
    // 225,000 − 151,200 = 73,800 (25 %); 45,000 (50 %); 126,000 − 124,200 = 1,800 (20 %);
    // 99,000 − 113,400 = −14,400 (5 %): 18,450 + 22,500 + 360 − 720.
    'expected-profit': $(40_590),
    // (1 + 0.08/12)^12 = 1.0829995: 194,939.91 − 135,000 × 1.0829995 × 1.02 (149,129.03).
    // 180,000 × 1.0829995 − 135,000 × 1.0829995 (the one projection rule: no realistic × 1.02).
    'forecast-month-12-profit': $(48_734.98),
  },
};

const valuesOf = (c: BookCase, asOf = ASOF) =>
  Object.fromEntries(caseExpectedResults(c, asOf).map((r) => [r.key, r.value]));

describe('the six cases', () => {
  it("are the spec's six, with distinct ids", () => {
    const ids = BOOK_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual(Object.keys(WORKED));
  });

  it('sit in their modules, at the chapters of the book outline', () => {
    const byCategory = (category: BookCaseCategory) =>
      bookCasesOf(category).map((c) => [c.id, c.chapter]);
    expect(byCategory('cash-flow')).toEqual([
      ['restaurante-familiar', 3],
      ['cafeteria-de-temporada', 3],
    ]);
    expect(byCategory('unit-economics')).toEqual([['tienda-en-linea', 5]]);
    expect(byCategory('costs-pricing')).toEqual([['panaderia-artesanal', 9]]);
    expect(byCategory('profitability')).toEqual([['expansion-de-gimnasio', 11]]);
    expect(byCategory('planning')).toEqual([['consultoria-de-marketing', 13]]);
  });

  it('have every field filled, and every difficulty is used', () => {
    for (const c of BOOK_CASES) {
      expect(c.title.trim(), c.id).not.toBe('');
      expect(c.description.length, c.id).toBeGreaterThan(80);
      expect(c.data, c.id).toBeTruthy();
      expect(c.learningObjectives.length, c.id).toBeGreaterThanOrEqual(3);
      for (const objective of c.learningObjectives) expect(objective.trim()).not.toBe('');
      expect(c.expectedResults.length, c.id).toBeGreaterThanOrEqual(5);
      const keys = c.expectedResults.map((r) => r.key);
      expect(new Set(keys).size, c.id).toBe(keys.length);
      for (const result of c.expectedResults) {
        expect(result.label.trim(), result.key).not.toBe('');
        expect(result.explanation.length, result.key).toBeGreaterThan(20);
      }
    }
    expect(new Set(BOOK_CASES.map((c) => c.difficulty))).toEqual(
      new Set(['basic', 'intermediate', 'advanced']),
    );
  });

  it('are frozen: a screen cannot change a case for the next one', () => {
    const restaurant = bookCaseById('restaurante-familiar');
    expect(Object.isFrozen(restaurant?.data)).toBe(true);
    expect(Object.isFrozen(restaurant?.expectedResults[0])).toBe(true);
  });

  it('are found by id; an unknown or missing id finds none', () => {
    expect(bookCaseById('tienda-en-linea')?.category).toBe('unit-economics');
    expect(bookCaseById('no-existe')).toBeNull();
    expect(bookCaseById(null)).toBeNull();
    expect(bookCaseById(undefined)).toBeNull();
  });
});

describe('expected results', () => {
  for (const [id, worked] of Object.entries(WORKED)) {
    it(`of ${id} are the figures worked by hand`, () => {
      const c = bookCaseById(id);
      if (!c) throw new Error(id);
      const computed = valuesOf(c);
      expect(Object.keys(computed)).toEqual(Object.keys(worked));
      for (const [key, value] of Object.entries(worked)) {
        if (value === null) expect(computed[key], key).toBeNull();
        else expect(computed[key], key).toBeCloseTo(value, 3);
      }
    });
  }

  it('money comes out in whole centavos', () => {
    for (const c of BOOK_CASES) {
      for (const result of caseExpectedResults(c, ASOF)) {
        if (result.unit === 'money') expect(Number.isInteger(result.value), result.key).toBe(true);
      }
    }
  });

  it('are null only where the case says what null means', () => {
    for (const c of BOOK_CASES) {
      for (const result of caseExpectedResults(c, ASOF)) {
        if (result.value === null) expect(result.nullText, `${c.id} ${result.key}`).toBeTruthy();
      }
    }
  });

  it('do not depend on the day the case is applied', () => {
    for (const c of BOOK_CASES) {
      expect(valuesOf(c, '2025-01-01'), c.id).toEqual(valuesOf(c, ASOF));
      expect(valuesOf(c, '2027-12-31'), c.id).toEqual(valuesOf(c, ASOF));
    }
  });

  it('name the best and worst months the data really has', () => {
    const restaurant = bookCasesOf('cash-flow')[0];
    const cafe = bookCasesOf('cash-flow')[1];
    if (!restaurant || !cafe) throw new Error('cash-flow cases');
    const seasons = (c: typeof cafe) =>
      seasonalPatterns(cashFlowCaseInputs(c, ASOF).months) ?? { best: null, worst: null };
    expect([seasons(restaurant).best?.label, seasons(restaurant).worst?.label]).toEqual([
      'diciembre de 2025',
      'enero de 2026',
    ]);
    expect([seasons(cafe).best?.label, seasons(cafe).worst?.label]).toEqual([
      'diciembre de 2025',
      'septiembre de 2025',
    ]);
    expect(restaurant.expectedResults.find((r) => r.key === 'best-month')?.label).toMatch(
      /diciembre$/,
    );
    expect(cafe.expectedResults.find((r) => r.key === 'worst-month')?.label).toMatch(/septiembre$/);
  });

  it('throw on a result the category does not compute', () => {
    const shop = bookCaseById('tienda-en-linea');
    if (!shop) throw new Error('tienda-en-linea');
    const broken = {
      ...shop,
      expectedResults: [{ key: 'runway', label: 'x', unit: 'months', explanation: 'x' }],
    } as unknown as BookCase;
    expect(() => caseExpectedResults(broken, ASOF)).toThrow(/no calcula el resultado runway/);
  });
});

describe('cashFlowCaseInputs', () => {
  const cafe = bookCasesOf('cash-flow')[1];
  if (!cafe) throw new Error('cafeteria-de-temporada');

  it('gives the twelve months before the month of asOf, oldest first, with the balances', () => {
    const inputs = cashFlowCaseInputs(cafe, ASOF);
    expect(inputs.asOf).toBe(ASOF);
    expect(inputs.cashCentavos).toBe($(25_000));
    expect(inputs.receivablesCentavos).toBe($(6_000));
    expect(inputs.payablesCentavos).toBe($(18_000));
    expect(inputs.months.map((m) => m.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it("gives each month its calendar month's figures, so the seasons stay in place", () => {
    const september = (asOf: string) =>
      cashFlowCaseInputs(cafe, asOf).months.find((m) => m.month.endsWith('-09'));
    for (const asOf of ['2026-03-15', '2026-10-01', '2027-01-31']) {
      expect(september(asOf), asOf).toMatchObject({
        incomeCentavos: $(45_000),
        expenseCentavos: $(82_000),
      });
    }
    // Applied in January: the previous calendar year, January to December.
    const january = cashFlowCaseInputs(cafe, '2026-01-10').months;
    expect([january[0]?.month, january[11]?.month]).toEqual(['2025-01', '2025-12']);
    expect([january[0]?.incomeCentavos, january[11]?.incomeCentavos]).toEqual([
      $(135_000),
      $(150_000),
    ]);
  });
});

describe('costsPricingCaseInputs', () => {
  const bakery = bookCasesOf('costs-pricing')[0];
  if (!bakery) throw new Error('panaderia-artesanal');
  const inputs = costsPricingCaseInputs(bakery);
  const view = costsPricingView(inputs);

  it("is the case's products (their ids, a category), fixed costs and its product's pricing", () => {
    expect(inputs.products.map((p) => [p.id, p.category])).toEqual([
      ['hogaza', 'General'],
      ['concha', 'General'],
      ['pastel', 'General'],
    ]);
    expect(inputs.snapshot.products).toHaveLength(3);
    expect(inputs.snapshot.fixedCosts).toHaveLength(6);
    expect(inputs.snapshot.variableCostLines).toEqual([]);
    expect(inputs.snapshot.cashBalanceCentavos).toBeNull();
    expect(inputs.pricingInputs).toEqual([
      {
        productId: 'pastel',
        targetMarginPercent: 60,
        competitorPriceCentavos: $(550),
        priceElasticity: -1.5,
      },
    ]);
  });

  it("gives the case's typical month and break-even, worked by hand", () => {
    // Revenue 600 × 95 + 3,000 × 22 + 60 × 480 = 151,800; variable 22,800 + 24,000 + 12,600 =
    // 59,400; fixed 70,000 (the oven's 12,000 a year counts 1,000); 3,660 units.
    expect(view.totals).toEqual({
      revenueCentavos: $(151_800),
      variableCostsCentavos: $(59_400),
      fixedCostsCentavos: $(70_000),
      units: 3_660,
      netProfitCentavos: $(22_400),
    });
    const be = view.breakEven;
    expect(be.revenueCentavos).toBe($(115_000)); // 70,000 × 151,800 / 92,400
    expect(be.units).toBe(2_773); // 70,000 × 3,660 / 92,400 = 2,772.7, rounded up
    expect(be.marginOfSafetyPercent).toBeCloseTo(24.2424, 3); // 22,400 / 92,400
    expect(be.days).toBeCloseTo(22.7295, 3); // 2,773 × 30 / 3,660
    expect(be.averagePriceCentavos).toBe($(41.48)); // 151,800 / 3,660 = 41.475
    expect(be.averageVariableCostCentavos).toBe($(16.23)); // 59,400 / 3,660 = 16.229
    expect(be.monthlyProfitCentavos).toBe($(22_400));
    expect(be.scenarios.map((s) => s.units)).toEqual([1_941, 2_773, 4_160]); // 70, 100, 150 %
  });

  it('gives its cost structure by category, worked by hand', () => {
    const s = view.structure;
    expect(s.totalCostsCentavos).toBe($(129_400));
    expect(s.fixedCostPerUnitCentavos).toBe($(19.13)); // 70,000 / 3,660 = 19.126
    expect(Object.fromEntries(s.breakdown.map((b) => [b.category, b.amountCentavos]))).toEqual({
      Renta: $(16_000),
      Nómina: $(42_000), // 32,000 + 10,000
      Servicios: $(9_000),
      Administración: $(2_000),
      Mantenimiento: $(1_000),
      'Costo variable de productos': $(59_400),
    });
    expect(s.products.map((p) => [p.id, p.unitContributionCentavos])).toEqual([
      ['hogaza', $(57)],
      ['concha', $(14)],
      ['pastel', $(270)],
    ]);
  });

  it("prices the cake with the case's inputs; the others keep the defaults", () => {
    const cake = view.pricing.find((p) => p.productId === 'pastel');
    expect(cake?.saved).toBe(true);
    expect(cake?.inputs.demand).toBe(60);
    expect(cake?.figures.marginPercent).toBeCloseTo(56.25, 6); // 270 / 480
    expect(cake?.figures.optimalPriceCentavos).toBe($(525)); // 210 / 0.4
    expect(cake?.figures.competitorGapPercent).toBeCloseTo(-12.7273, 3); // (480 − 550) / 550
    expect(view.pricing.filter((p) => p.saved).map((p) => p.productId)).toEqual(['pastel']);
  });

  it("shows the case's expected results", () => {
    const expected = valuesOf(bakery);
    const cake = view.pricing.find((p) => p.productId === 'pastel')?.figures;
    const t = view.totals;
    expect(view.breakEven.revenueCentavos).toBe(expected['break-even-revenue']);
    expect(view.breakEven.marginOfSafetyPercent).toBe(expected['margin-of-safety']);
    expect(t.netProfitCentavos).toBe(expected['monthly-net-profit']);
    expect(((t.revenueCentavos - t.variableCostsCentavos) / t.revenueCentavos) * 100).toBeCloseTo(
      expected['contribution-margin-percent'] ?? Number.NaN,
      9,
    );
    expect(cake?.marginPercent).toBe(expected['pricing-margin']);
    expect(cake?.optimalPriceCentavos).toBe(expected['optimal-price']);
  });
});

import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import type { UnitEconomicsInput } from './unit-economics.ts';
import {
  ltvCocaRating,
  UNIT_ECONOMICS_REASONS,
  unitEconomics,
  unitEconomicsProjection,
  unitEconomicsRecommendations,
} from './unit-economics.ts';

const base: UnitEconomicsInput = {
  pricePerUnitCentavos: c(50_000),
  variableCostsCentavos: c(20_000),
  marketingSpendCentavos: c(1_000_000),
  newCustomers: 20,
  avgPurchaseFreq: 1.5,
  retentionMonths: 12,
};

describe('LTV/COCA rating (001 §4)', () => {
  it.each([
    ['5 → excellent', 5, 'excellent'],
    ['4.99 → good', 4.99, 'good'],
    ['3 → good', 3, 'good'],
    ['2.99 → marginal', 2.99, 'marginal'],
    ['1 → marginal', 1, 'marginal'],
    ['0.99 → dangerous', 0.99, 'dangerous'],
  ] as const)('%s', (_rule, ratio, rating) => {
    expect(ltvCocaRating(ratio)).toBe(rating);
  });
});

describe('unitEconomics (chapter 5)', () => {
  it('by hand: CM 300, COCA 10,000/20 = 500, LTV 300 × 1.5 × 12 = 5,400, ratio 10.8, payback 500 / 450 months', () => {
    const r = unitEconomics(base);
    expect(r).toMatchObject({
      contributionMarginCentavos: 30_000,
      cocaCentavos: 50_000,
      ltvCentavos: 540_000,
      unitEconomics: 'excellent',
    });
    expect(r.ltvCocaRatio).toBeCloseTo(10.8, 12);
    expect(r.paybackPeriod).toBeCloseTo(50_000 / 45_000, 12);
    expect(r.monthlyChurnRate).toBeCloseTo(1 / 12, 12);
    expect(r.notes).toEqual({});
  });

  it('zero new customers: COCA, ratio and payback are null with reasons (never Infinity)', () => {
    const r = unitEconomics({ ...base, newCustomers: 0 });
    expect(r).toMatchObject({
      cocaCentavos: null,
      ltvCocaRatio: null,
      paybackPeriod: null,
      unitEconomics: null,
    });
    expect(r.notes.cocaCentavos).toBe(UNIT_ECONOMICS_REASONS.noNewCustomers);
  });

  it('zero retention: no churn rate and no LTV, with the reason in place of the figure', () => {
    const r = unitEconomics({ ...base, retentionMonths: 0 });
    expect(r.monthlyChurnRate).toBeNull();
    expect(r.notes.monthlyChurnRate).toBe(UNIT_ECONOMICS_REASONS.noRetention);
    expect(r).toMatchObject({ ltvCentavos: null, ltvCocaRatio: null, unitEconomics: null });
    expect(r.notes.ltvCentavos).toBe(UNIT_ECONOMICS_REASONS.noLifetime);
    expect(r.notes.ltvCocaRatio).toBe(UNIT_ECONOMICS_REASONS.noLifetime);
    // The payback needs no lifetime: 500 / (300 × 1.5) months.
    expect(r.paybackPeriod).toBeCloseTo(50_000 / 45_000, 12);
  });

  it('a variable cost above the price: no ratio, no payback, dangerous, with the reason', () => {
    const r = unitEconomics({ ...base, variableCostsCentavos: c(60_000) });
    expect(r).toMatchObject({
      contributionMarginCentavos: -10_000,
      ltvCocaRatio: null,
      paybackPeriod: null,
      unitEconomics: 'dangerous',
    });
    expect(r.notes.ltvCocaRatio).toBe(UNIT_ECONOMICS_REASONS.negativeContribution);
    expect(r.notes.paybackPeriod).toBe(UNIT_ECONOMICS_REASONS.negativeContribution);
  });

  it('zero marketing spend: COCA 0 and no ratio', () => {
    const r = unitEconomics({ ...base, marketingSpendCentavos: c(0) });
    expect(r.cocaCentavos).toBe(0);
    expect(r.ltvCocaRatio).toBeNull();
    expect(r.notes.ltvCocaRatio).toBe(UNIT_ECONOMICS_REASONS.noCoca);
  });
});

describe('recommendation triggers (001 §9)', () => {
  // Contribution 250 MXN a purchase, one purchase a month, COCA 500 MXN: ratio = months / 2.
  const even = { ...base, variableCostsCentavos: c(25_000), avgPurchaseFreq: 1 };
  const codes = (input: UnitEconomicsInput) =>
    unitEconomicsRecommendations(unitEconomics(input), input.pricePerUnitCentavos).map(
      (r) => r.code,
    );
  it.each([
    ['ratio 10.8, contribution 300 → scale acquisition', base, ['scale-acquisition']],
    [
      'ratio exactly 5 → scale acquisition',
      { ...even, retentionMonths: 10 },
      ['scale-acquisition'],
    ],
    ['ratio 4.75 → nothing', { ...even, retentionMonths: 9.5 }, []],
    ['ratio exactly 3 → nothing', { ...even, retentionMonths: 6 }, []],
    ['ratio 2.75 → improve ratio', { ...even, retentionMonths: 5.5 }, ['improve-ratio']],
  ] as const)('%s', (_rule, input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});

describe("low contribution: under 30 % of the price (issue 31, not 001 §9's 100 MXN)", () => {
  const raises = (price: number, cost: number) =>
    unitEconomicsRecommendations(
      unitEconomics({ ...base, pricePerUnitCentavos: c(price), variableCostsCentavos: c(cost) }),
      c(price),
    ).some((r) => r.code === 'raise-contribution');
  it.each([
    ['a $5 bolillo keeping $3.45 (69 %)', 500, 155, false],
    ['a $5 bolillo keeping $3.25 (65 %)', 500, 175, false],
    ['$500 keeping exactly $150 (30 %)', 50_000, 35_000, false],
    ['$500 keeping $149.99 (29.998 %)', 50_000, 35_001, true],
    ['a $10,000 product keeping $150 (1.5 %)', 1_000_000, 985_000, true],
    ['no price: no share to judge', 0, 0, false],
  ] as const)('%s', (_case, price, cost, expected) => {
    expect(raises(price, cost)).toBe(expected);
  });
  it('says 30 % of the price, not $100', () => {
    const [rec] = unitEconomicsRecommendations(
      unitEconomics({ ...base, retentionMonths: 4, variableCostsCentavos: c(40_000) }),
      c(50_000),
    ).filter((r) => r.code === 'raise-contribution');
    expect(rec).toEqual({
      code: 'raise-contribution',
      priority: 'medium',
      message:
        'Tu margen de contribución es menor al 30 % del precio: revisa precio y costos variables.',
    });
  });
});

describe('12-month projection (001 §9: customers +15 % over the year)', () => {
  const months = unitEconomicsProjection(base);
  it('month 12 has 15 % more customers; month 6 7.5 % more', () => {
    expect(months).toHaveLength(12);
    expect(months[11]?.customers).toBe(23);
    expect(months[5]?.customers).toBe(Math.round(20 * 1.075));
  });
  it('by hand: 10 new a month, churn 1/2, $100 of contribution, COCA $50', () => {
    const small = unitEconomicsProjection({
      pricePerUnitCentavos: c(15_000),
      variableCostsCentavos: c(5_000),
      marketingSpendCentavos: c(50_000),
      newCustomers: 10,
      avgPurchaseFreq: 1,
      retentionMonths: 2,
    });
    // Month 1: 10 active; month 2: 10 × 0.5 + 10 = 15; month 3: 7.5 + 10 = 17.5 (18 people).
    expect(small.slice(0, 3)).toEqual([
      {
        month: 1,
        customers: 10,
        activeCustomers: 10,
        revenueCentavos: 150_000,
        contributionCentavos: 100_000,
        acquisitionCostCentavos: 50_000,
        profitCentavos: 50_000,
      },
      {
        month: 2,
        customers: 10,
        activeCustomers: 15,
        revenueCentavos: 225_000,
        contributionCentavos: 150_000,
        acquisitionCostCentavos: 50_000,
        profitCentavos: 100_000,
      },
      {
        month: 3,
        customers: 10,
        activeCustomers: 18,
        revenueCentavos: 262_500,
        contributionCentavos: 175_000,
        acquisitionCostCentavos: 50_000,
        profitCentavos: 125_000,
      },
    ]);
  });
  it('without retention every customer leaves after their month: only the new ones buy', () => {
    const none = unitEconomicsProjection({ ...base, retentionMonths: 0 });
    expect(none.map((m) => m.activeCustomers)).toEqual(none.map((m) => m.customers));
  });
});

describe('without customer records (issue 31: nothing invented)', () => {
  // $20 bread costing $16 (20 % contribution), $1,000 of marketing, new customers unknown.
  const unknown: UnitEconomicsInput = {
    pricePerUnitCentavos: c(2_000),
    variableCostsCentavos: c(1_600),
    marketingSpendCentavos: c(100_000),
    newCustomers: null,
    avgPurchaseFreq: 1.2,
    retentionMonths: 24,
  };
  const r = unitEconomics(unknown);

  it('no COCA, ratio, band or payback, each saying the customers are missing', () => {
    expect([r.cocaCentavos, r.ltvCocaRatio, r.unitEconomics, r.paybackPeriod]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(r.notes.cocaCentavos).toBe('Falta registrar tus clientes.');
    expect(r.notes.ltvCocaRatio).toBe('Falta registrar tus clientes.');
    expect(r.notes.paybackPeriod).toBe('Falta registrar tus clientes.');
    // LTV rests on the contribution and the assumptions only: $4 × 1.2 × 24 = $115.20.
    expect(r.ltvCentavos).toBe(11_520);
  });

  it('recording the customers comes first, before the low contribution (20 % < 30 %)', () => {
    expect(unitEconomicsRecommendations(r, unknown.pricePerUnitCentavos)).toEqual([
      expect.objectContaining({ code: 'record-customers', priority: 'high' }),
      expect.objectContaining({ code: 'raise-contribution', priority: 'medium' }),
    ]);
  });

  it('no projection instead of twelve months of zeros', () => {
    expect(unitEconomicsProjection(unknown)).toEqual([]);
  });

  it('zero new customers recorded is not the same: it says there were none', () => {
    expect(unitEconomics({ ...unknown, newCustomers: 0 }).notes.cocaCentavos).toBe(
      'Sin clientes nuevos no hay costo de adquisición por cliente.',
    );
    expect(
      unitEconomicsRecommendations(
        unitEconomics({ ...unknown, newCustomers: 0 }),
        unknown.pricePerUnitCentavos,
      ).map((x) => x.code),
    ).toEqual(['raise-contribution']);
  });
});

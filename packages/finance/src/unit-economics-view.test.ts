import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  customerMonth,
  measuredRetention,
  UNIT_ECONOMICS_VIEW_NOTES,
  type UnitEconomicsViewInput,
  unitEconomicsFigures,
  unitEconomicsView,
} from './unit-economics-view.ts';

const mxn = (pesos: number) => c(pesos * 100);

// A: $100, cost $40, 60 a month; B: $200, cost $50, 40 a month: 100 units.
const products = [
  { id: 'a', name: 'A', priceCentavos: mxn(100), variableCostCentavos: mxn(40), monthlySales: 60 },
  { id: 'b', name: 'B', priceCentavos: mxn(200), variableCostCentavos: mxn(50), monthlySales: 40 },
];
const base: UnitEconomicsViewInput = {
  asOf: '2025-06-15',
  products,
  records: [],
  marketingEntries: [{ month: '2025-05', amountCentavos: mxn(3_000) }],
  catalogueMarketingCentavos: mxn(1_000),
};

describe('unitEconomicsView without customer records (estimates, spec 000 §9)', () => {
  const view = unitEconomicsView(base);

  it('starts from the last complete month: 70 of 100 units are customers, 7 of them new', () => {
    expect(view.month).toBe('2025-05');
    expect(view.customers).toEqual({
      month: '2025-05',
      activeCustomers: 70,
      newCustomers: 7,
      marketingSpendCentavos: mxn(3_000),
      customersEstimated: true,
      marketingSource: 'entries',
    });
    expect(view.purchaseFrequency).toEqual({ value: 1.2, estimated: true });
    expect(view.retentionMonths).toEqual({ value: 24, estimated: true });
    expect(view.assumed).toEqual([
      UNIT_ECONOMICS_VIEW_NOTES.customersEstimated,
      UNIT_ECONOMICS_VIEW_NOTES.frequencyAssumed,
      UNIT_ECONOMICS_VIEW_NOTES.retentionAssumed,
    ]);
  });

  it('lists 12 months, oldest first; a month without marketing entries takes the costs', () => {
    expect(view.history).toHaveLength(12);
    expect(view.history[0]?.month).toBe('2024-06');
    expect(view.history[10]).toMatchObject({
      month: '2025-04',
      marketingSpendCentavos: mxn(1_000),
      marketingSource: 'costs',
    });
  });

  it.each([
    // todos: price (100×60 + 200×40)/100 = 140, cost (40×60 + 50×40)/100 = 44, 7 new, $3,000.
    ['todos', mxn(140), mxn(44), 7, mxn(3_000)],
    // A: 60 % of units: round(4.2) = 4 new, $1,800.
    ['a', mxn(100), mxn(40), 4, mxn(1_800)],
    // B: 40 %: round(2.8) = 3 new, $1,200.
    ['b', mxn(200), mxn(50), 3, mxn(1_200)],
  ] as const)('option %s', (id, price, cost, newCustomers, marketing) => {
    const option = view.options.find((o) => o.id === id);
    expect(option?.inputs).toEqual({
      pricePerUnitCentavos: price,
      variableCostsCentavos: cost,
      marketingSpendCentavos: marketing,
      newCustomers,
      avgPurchaseFreq: 1.2,
      retentionMonths: 24,
    });
  });

  it('todos by hand: CM 96, COCA 3,000/7 = 428.57, LTV 96 × 1.2 × 24 = 2,764.80, ratio 6.45', () => {
    const inputs = view.options[0]?.inputs;
    if (!inputs) throw new Error('no options');
    const f = unitEconomicsFigures(inputs);
    expect(f.results.contributionMarginCentavos).toBe(9_600);
    expect(f.results.cocaCentavos).toBe(42_857);
    expect(f.results.ltvCentavos).toBe(276_480);
    expect(f.results.ltvCocaRatio).toBeCloseTo(276_480 / (300_000 / 7), 10);
    expect(f.label).toBe('Excelente');
    expect(f.tone).toBe('good');
    // Ceiling LTV ÷ 3 = 921.60; payback 428.57 / (96 × 1.2) = 3.72 months.
    expect(f.cocaCeilingCentavos).toBe(92_160);
    expect(f.results.paybackPeriod).toBeCloseTo(300_000 / 7 / 11_520, 10);
    // CM 96 of a $140 price keeps 68.6 %: no contribution advice.
    expect(f.recommendations.map((r) => r.code)).toEqual(['scale-acquisition']);
    expect(f.projection).toHaveLength(12);
    // Month 12: 7 × 1.15 = 8.05 → 8 customers.
    expect(f.projection[11]?.customers).toBe(8);
  });

  it('a company without products has no options', () => {
    expect(unitEconomicsView({ ...base, products: [] }).options).toEqual([]);
  });
});

describe('unitEconomicsView with customer records', () => {
  const records = [
    { month: '2025-04', activeCustomers: 200, newCustomers: 20, marketingSpendCentavos: null },
    {
      month: '2025-05',
      activeCustomers: 210,
      newCustomers: 30,
      marketingSpendCentavos: mxn(5_000),
    },
  ];
  const view = unitEconomicsView({ ...base, asOf: '2025-06-10', records });

  it("uses the owner's month: 210 customers, 30 new, the record's $5,000", () => {
    expect(view.customers).toMatchObject({
      activeCustomers: 210,
      newCustomers: 30,
      marketingSpendCentavos: mxn(5_000),
      customersEstimated: false,
      marketingSource: 'record',
    });
    expect(view.assumed).toEqual([]);
  });

  it('frequency 100 units / 210 customers = 0.5; retention: 200 + 30 − 210 = 20 lost of 200 → 10 months', () => {
    expect(view.purchaseFrequency).toEqual({ value: 0.5, estimated: false });
    expect(view.retentionMonths).toEqual({ value: 10, estimated: false });
  });

  it('April has no marketing in its record: the entries, else the costs', () => {
    expect(view.history.at(-2)).toMatchObject({
      month: '2025-04',
      customersEstimated: false,
      marketingSource: 'costs',
    });
  });

  it('a record of the current month is the reference month', () => {
    const more = [...records, { ...records[1], month: '2025-06' } as (typeof records)[number]];
    expect(unitEconomicsView({ ...base, asOf: '2025-06-10', records: more }).month).toBe('2025-06');
  });
});

describe('measuredRetention', () => {
  it.each([
    ['no pairs of months', [{ month: '2025-01', activeCustomers: 10, newCustomers: 1 }], null],
    [
      'no customer lost',
      [
        { month: '2025-01', activeCustomers: 10, newCustomers: 1 },
        { month: '2025-02', activeCustomers: 12, newCustomers: 2 },
      ],
      null,
    ],
    [
      '5 of 100 lost → 20 months',
      [
        { month: '2025-01', activeCustomers: 100, newCustomers: 5 },
        { month: '2025-02', activeCustomers: 100, newCustomers: 5 },
      ],
      20,
    ],
  ] as const)('%s', (_case, list, expected) => {
    expect(measuredRetention(list.map((r) => ({ ...r, marketingSpendCentavos: null })))).toBe(
      expected,
    );
  });
});

describe('customerMonth', () => {
  it('rounds estimated customers to whole people: 7 units → 5 customers, 1 new (0.5 → 1)', () => {
    expect(customerMonth('2025-01', base, 7)).toMatchObject({
      activeCustomers: 5,
      newCustomers: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  customerMonth,
  latestRecordedCustomers,
  measuredRetention,
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

describe('unitEconomicsView without customer records (nothing invented, issue 31)', () => {
  const view = unitEconomicsView(base);

  it('starts from the last complete month, with no customers and the one note of what needs them', () => {
    expect(view.month).toBe('2025-05');
    expect(view.customers).toEqual({
      month: '2025-05',
      activeCustomers: null,
      newCustomers: null,
      marketingSpendCentavos: mxn(3_000),
      recorded: false,
      marketingSource: 'entries',
    });
    expect(view.customersNeeded).toBe(
      'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.',
    );
    expect(view.purchaseFrequency).toEqual({ value: 1.2, estimated: true });
    expect(view.retentionMonths).toEqual({ value: 24, estimated: true });
    // No "70 % of units" any more: only the labelled assumptions LTV rests on.
    expect(view.assumed).toEqual([
      'compras por cliente al mes: 1.2 supuesto',
      'meses de retención: 24 supuesto (hacen falta dos meses seguidos registrados)',
    ]);
  });

  it('lists 12 months, oldest first, none of them with customers; a month without marketing entries takes the costs', () => {
    expect(view.history).toHaveLength(12);
    expect(view.history[0]?.month).toBe('2024-06');
    expect(view.history.every((m) => !m.recorded && m.activeCustomers === null)).toBe(true);
    expect(view.history[10]).toMatchObject({
      month: '2025-04',
      marketingSpendCentavos: mxn(1_000),
      marketingSource: 'costs',
    });
  });

  it.each([
    // todos: price (100×60 + 200×40)/100 = 140, cost (40×60 + 50×40)/100 = 44, $3,000.
    ['todos', mxn(140), mxn(44), mxn(3_000)],
    // A: 60 % of units: $1,800.
    ['a', mxn(100), mxn(40), mxn(1_800)],
    // B: 40 %: $1,200.
    ['b', mxn(200), mxn(50), mxn(1_200)],
  ] as const)('option %s: no new customers to divide by', (id, price, cost, marketing) => {
    const option = view.options.find((o) => o.id === id);
    expect(option?.inputs).toEqual({
      pricePerUnitCentavos: price,
      variableCostsCentavos: cost,
      marketingSpendCentavos: marketing,
      newCustomers: null,
      avgPurchaseFreq: 1.2,
      retentionMonths: 24,
    });
  });

  it('todos by hand: CM 96 and LTV 96 × 1.2 × 24 = 2,764.80 on the labelled assumptions; no COCA, ratio, payback or projection', () => {
    const inputs = view.options[0]?.inputs;
    if (!inputs) throw new Error('no options');
    const f = unitEconomicsFigures(inputs);
    expect(f.results.contributionMarginCentavos).toBe(9_600);
    expect(f.results.ltvCentavos).toBe(276_480);
    expect(f.results.cocaCentavos).toBeNull();
    expect(f.results.ltvCocaRatio).toBeNull();
    expect(f.results.paybackPeriod).toBeNull();
    expect(f.results.unitEconomics).toBeNull();
    expect(f.label).toBeNull();
    expect(f.results.notes.cocaCentavos).toBe('Falta registrar tus clientes.');
    expect(f.results.notes.ltvCocaRatio).toBe('Falta registrar tus clientes.');
    expect(f.results.notes.paybackPeriod).toBe('Falta registrar tus clientes.');
    expect(f.customersNeeded).toBe(view.customersNeeded);
    // Recording customers comes first; CM 96 of $140 keeps 68.6 %: no contribution advice.
    expect(f.recommendations.map((r) => r.code)).toEqual(['record-customers']);
    expect(f.projection).toEqual([]);
  });

  it('numbers the owner types are used as given: 7 new customers → COCA 3,000 / 7 = 428.57, ratio 6.45', () => {
    const inputs = view.options[0]?.inputs;
    if (!inputs) throw new Error('no options');
    const f = unitEconomicsFigures({ ...inputs, newCustomers: 7 });
    expect(f.results.cocaCentavos).toBe(42_857);
    expect(f.results.ltvCocaRatio).toBeCloseTo(276_480 / (300_000 / 7), 10);
    expect(f.label).toBe('Excelente');
    expect(f.customersNeeded).toBeNull();
    // Ceiling LTV ÷ 3 = 921.60; payback 428.57 / (96 × 1.2) = 3.72 months.
    expect(f.cocaCeilingCentavos).toBe(92_160);
    expect(f.results.paybackPeriod).toBeCloseTo(300_000 / 7 / 11_520, 10);
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
      recorded: true,
      marketingSource: 'record',
    });
    expect(view.assumed).toEqual([]);
    expect(view.customersNeeded).toBeNull();
  });

  it('frequency 100 units / 210 customers = 0.5; retention: 200 + 30 − 210 = 20 lost of 200 → 10 months', () => {
    expect(view.purchaseFrequency).toEqual({ value: 0.5, estimated: false });
    expect(view.retentionMonths).toEqual({ value: 10, estimated: false });
  });

  it('April has no marketing in its record: the entries, else the costs', () => {
    expect(view.history.at(-2)).toMatchObject({
      month: '2025-04',
      recorded: true,
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
  it('a month the owner did not record has no customers, only its marketing', () => {
    expect(customerMonth('2025-01', base)).toEqual({
      month: '2025-01',
      activeCustomers: null,
      newCustomers: null,
      marketingSpendCentavos: mxn(1_000),
      recorded: false,
      marketingSource: 'costs',
    });
  });
});

describe('latestRecordedCustomers', () => {
  const r = (month: string, active: number) => ({
    month,
    activeCustomers: active,
    newCustomers: 3,
    marketingSpendCentavos: null,
  });
  it.each([
    ['none recorded', [], null],
    [
      'the latest up to today: April',
      [r('2025-03', 80), r('2025-04', 90)],
      { activeCustomers: 90, newCustomers: 3 },
    ],
    [
      'a future month is left out',
      [r('2025-04', 90), r('2025-09', 500)],
      { activeCustomers: 90, newCustomers: 3 },
    ],
  ] as const)('%s', (_case, records, expected) => {
    expect(latestRecordedCustomers(records, '2025-06-15')).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { CASH_FLOW_VIEW_NOTES, type CashFlowViewInputs, cashFlowView } from './cash-flow-view.ts';
import { EMPTY_PERIOD_TOTALS } from './dashboard.ts';
import { monthKey } from './dates.ts';
import { companyFigures, FIGURES_NOTES } from './figures.ts';
import { type Centavos, centavos as c } from './money.ts';

/**
 * The figures core of a company on `asOf` whose basis holds these sums: its last three complete
 * months (`months: 3`, the sums spread evenly) or, younger, its last 30 days.
 */
function figuresFor(input: {
  asOf: string;
  cash: Centavos | null;
  income: number;
  expense: number;
  ownerOut?: number;
  months?: 3;
}) {
  const window = {
    ...EMPTY_PERIOD_TOTALS,
    incomeCentavos: c(input.income),
    expenseCentavos: c(input.expense),
    ownerOutCentavos: c(input.ownerOut ?? 0),
    incomeCount: input.income > 0 ? 1 : 0,
    expenseCount: input.expense > 0 ? 1 : 0,
  };
  const noWindow = input.income === 0 && input.expense === 0;
  const third = (amount: number) => c(amount / 3);
  const months =
    input.months === 3
      ? [3, 2, 1].map((k) => ({
          ...window,
          month: monthKey(input.asOf, -k),
          incomeCentavos: third(input.income),
          expenseCentavos: third(input.expense),
          ownerOutCentavos: third(input.ownerOut ?? 0),
        }))
      : [];
  return companyFigures({
    asOf: input.asOf,
    snapshot: {
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashBalanceCentavos: input.cash,
    },
    firstMovementOn: noWindow ? null : input.months === 3 ? '2025-01-01' : input.asOf,
    months,
    last30Days: { current: window, previous: EMPTY_PERIOD_TOTALS },
  });
}

const month = (m: string, income: number, expense: number) => ({
  month: m,
  incomeCentavos: c(income),
  expenseCentavos: c(expense),
});

/** Every number anywhere in the view is finite (no NaN, no Infinity reaches a screen). */
function finiteEverywhere(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(finiteEverywhere);
  if (value && typeof value === 'object') return Object.values(value).every(finiteEverywhere);
  return true;
}

// A company on 10 April 2026 whose last 90 days brought 3,600,000 in and 3,000,000 out.
const healthy: CashFlowViewInputs = {
  asOf: '2026-04-10',
  figures: figuresFor({
    asOf: '2026-04-10',
    cash: c(500_000),
    income: 3_600_000,
    expense: 3_000_000,
    months: 3,
  }),
  receivablesCentavos: c(80_000),
  payablesCentavos: null,
  months: [
    month('2026-01', 1_200_000, 900_000),
    month('2026-02', 900_000, 900_000),
    month('2026-03', 1_500_000, 1_200_000),
    month('2026-04', 300_000, 100_000),
  ],
  weeks: [
    // February: only its last week has dated entries; March has none (its total is split).
    {
      from: '2026-02-22',
      to: '2026-02-28',
      incomeCentavos: c(900_000),
      expenseCentavos: c(900_000),
    },
    {
      from: '2026-04-01',
      to: '2026-04-07',
      incomeCentavos: c(200_000),
      expenseCentavos: c(60_000),
    },
    {
      from: '2026-04-08',
      to: '2026-04-14',
      incomeCentavos: c(100_000),
      expenseCentavos: c(40_000),
    },
  ],
};

describe('cashFlowView: a healthy company', () => {
  const view = cashFlowView(healthy);

  it('reads the month from the figures core: the last three complete months ÷ 3', () => {
    // 3,600,000 / 3 = 1,200,000 in; 3,000,000 / 3 = 1,000,000 out.
    expect(view.basis).toEqual({
      source: 'recorded',
      from: '2026-01-01',
      to: '2026-03-31',
      months: 3,
      days: null,
      label: 'tus últimos 3 meses (enero a marzo)',
    });
    expect(view.periods.monthly).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      income: 1_200_000,
      expenses: 1_000_000,
      ownerIn: 0,
      ownerOut: 0,
      net: 200_000,
      // 200,000 / 1,200,000 = 16.67 % > 15 %: excellent, and green (one set of bands).
      status: 'excellent',
      label: 'Excelente',
      tone: 'good',
      flowMarginTone: 'good',
      estimated: false,
    });
    expect(view.periods.monthly?.flowMarginPercent).toBeCloseTo(16.667, 3);
  });

  it('gives the four KPIs from the typical month and the cash', () => {
    expect(view.kpis.operatingCashFlow).toEqual({ value: 200_000, tone: 'good', note: null });
    expect(view.kpis.burnRate).toEqual({ value: 0, tone: 'good', note: null });
    // Not burning: no limit, with the reason.
    expect(view.kpis.runwayMonths).toEqual({
      value: null,
      tone: 'good',
      note: 'En tus últimos 3 meses (enero a marzo) entró tanto o más de lo que salió: a este ritmo tu caja no se agota.',
    });
    // 500,000 / 1,000,000 = half a month of expenses: under one month, critical.
    expect(view.kpis.liquidityRatio).toEqual({ value: 0.5, tone: 'bad', note: null });
    expect(view.cash).toEqual({
      balance: 500_000,
      receivables: 80_000,
      payables: null,
    });
  });

  it('projects 12 months from May with the cumulative from today’s cash', () => {
    expect(view.projection).toHaveLength(12);
    // The one projection rule at its default, 8 % a year (0.08 / 12 a month): May is
    // 1,200,000 × 1.0066667 = 1,208,000 and 1,000,000 × 1.0066667 = 1,006,667.
    expect(view.projection[0]).toEqual({
      month: '2026-05',
      income: 1_208_000,
      expenses: 1_006_667,
      net: 201_333,
      cumulative: 701_333,
    });
    // April 2027: 1.0066667^12 = 1.0829995.
    expect(view.projection[11]).toMatchObject({
      month: '2027-04',
      income: 1_299_599,
      expenses: 1_083_000,
    });
    expect(view.openingAssumed).toBe(false);
  });

  it('shows real weeks where a month has dated entries and splits the others', () => {
    expect(view.weekly.map((w) => [w.from, w.to, w.estimated])).toEqual([
      ['2026-02-01', '2026-02-07', false],
      ['2026-02-08', '2026-02-14', false],
      ['2026-02-15', '2026-02-21', false],
      ['2026-02-22', '2026-02-28', false],
      ['2026-03-01', '2026-03-07', true],
      ['2026-03-08', '2026-03-14', true],
      ['2026-03-15', '2026-03-21', true],
      ['2026-03-22', '2026-03-31', true],
      ['2026-04-01', '2026-04-07', false],
      // The current week ends today; the weeks not started yet are left out.
      ['2026-04-08', '2026-04-10', false],
    ]);
    expect(view.weekly[0]).toMatchObject({ income: 0, expenses: 0 });
    // March's 1,500,000 × 1.4/4, 1.1/4, 0.8/4, 0.7/4; its 1,200,000 of expenses in four.
    expect(view.weekly.slice(4, 8).map((w) => [w.income, w.expenses])).toEqual([
      [525_000, 300_000],
      [412_500, 300_000],
      [300_000, 300_000],
      [262_500, 300_000],
    ]);
    expect(view.notes).toContain(CASH_FLOW_VIEW_NOTES.estimatedWeeks);
  });

  it('reads the weekly badge from the last complete week', () => {
    // 1–7 April: 200,000 in, 60,000 out: 70 % margin.
    expect(view.periods.weekly).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-07',
      net: 140_000,
      status: 'excellent',
      flowMarginPercent: 70,
      flowMarginTone: 'good',
      estimated: false,
    });
  });

  it('praises a flow margin above 15 % in the same words as its level', () => {
    expect(view.insights.map((i) => i.code)).toEqual(['cash-flow-strong']);
    expect(finiteEverywhere(view)).toBe(true);
  });
});

describe('cashFlowView: a young company burning cash (no weeks)', () => {
  const view = cashFlowView({
    asOf: '2026-04-10',
    figures: figuresFor({
      asOf: '2026-04-10',
      cash: c(600_000),
      income: 100_000,
      expense: 400_000,
    }),
    receivablesCentavos: null,
    payablesCentavos: null,
    months: [month('2026-04', 100_000, 400_000)],
  });

  it('reads its last 30 days as the month (no complete month yet)', () => {
    expect(view.basis).toMatchObject({ source: 'recorded', days: 30, from: '2026-03-12' });
  });

  it('burns 300,000 a month: 2 months of runway, critical', () => {
    expect(view.kpis.operatingCashFlow.value).toBe(-300_000);
    expect(view.kpis.burnRate).toEqual({ value: 300_000, tone: 'bad', note: null });
    expect(view.kpis.runwayMonths).toEqual({ value: 2, tone: 'bad', note: null });
    // 600,000 / 400,000 = 1.5 months of expenses.
    expect(view.kpis.liquidityRatio.value).toBe(1.5);
    expect(view.periods.monthly).toMatchObject({ status: 'critical', flowMarginPercent: -300 });
  });

  it('advises on the runway and the negative flow', () => {
    expect(view.insights.map((i) => i.code)).toEqual([
      'cash-flow-runway-urgent',
      'cash-flow-negative',
    ]);
  });

  it('splits every month (none has dated entries): the basis month for February and March', () => {
    expect(view.weekly).toHaveLength(10);
    expect(view.weekly.every((w) => w.estimated)).toBe(true);
    // 100,000 × 1.4/4 = 35,000 … 0.7/4 = 17,500; 400,000 / 4 = 100,000 a week.
    expect(view.weekly.slice(0, 4).map((w) => w.income)).toEqual([35_000, 27_500, 20_000, 17_500]);
    expect(view.weekly.slice(0, 4).every((w) => w.expenses === 100_000)).toBe(true);
    expect(view.periods.weekly).toMatchObject({ from: '2026-04-01', estimated: true });
  });
});

describe('cashFlowView: edge cases', () => {
  it("owners' withdrawals leave the cash: the net and the badge count them", () => {
    const view = cashFlowView({
      asOf: '2026-04-10',
      figures: figuresFor({
        asOf: '2026-04-10',
        cash: c(1_000_000),
        income: 500_000,
        expense: 300_000,
        ownerOut: 300_000,
      }),
      receivablesCentavos: null,
      payablesCentavos: null,
      months: [month('2026-04', 500_000, 300_000)],
      weeks: [],
    });
    expect(view.periods.monthly).toMatchObject({
      income: 500_000,
      expenses: 300_000,
      ownerOut: 300_000,
      net: -100_000,
      flowMarginPercent: -20,
      status: 'critical',
    });
    // Operating flow leaves the owners out; the burn and the runway count them.
    expect(view.kpis.operatingCashFlow.value).toBe(200_000);
    expect(view.kpis.burnRate.value).toBe(100_000);
    expect(view.kpis.runwayMonths.value).toBe(10);
  });

  it('without the cash: no runway nor liquidity, with the reasons; the cumulative starts at 0', () => {
    const view = cashFlowView({
      ...healthy,
      figures: figuresFor({
        asOf: '2026-04-10',
        cash: null,
        income: 3_600_000,
        expense: 3_000_000,
        months: 3,
      }),
    });
    expect(view.kpis.runwayMonths).toEqual({ value: null, tone: null, note: FIGURES_NOTES.noCash });
    expect(view.kpis.liquidityRatio).toEqual({
      value: null,
      tone: null,
      note: FIGURES_NOTES.noCash,
    });
    expect(view.openingAssumed).toBe(true);
    expect(view.projection[0]?.cumulative).toBe(201_333);
  });

  it('a negative cash is 0 months and critical, whatever the flow', () => {
    const view = cashFlowView({
      ...healthy,
      figures: figuresFor({
        asOf: '2026-04-10',
        cash: c(-1_000),
        income: 3_600_000,
        expense: 3_000_000,
        months: 3,
      }),
    });
    expect(view.kpis.runwayMonths.value).toBe(0);
    expect(view.periods.monthly?.status).toBe('critical');
    expect(view.insights[0]?.code).toBe('cash-flow-negative-cash');
  });

  it('a month with income and no expenses: liquidity has no base', () => {
    const view = cashFlowView({
      ...healthy,
      figures: figuresFor({ asOf: '2026-04-10', cash: c(500_000), income: 100_000, expense: 0 }),
      months: [month('2026-03', 100_000, 0)],
      weeks: [],
    });
    expect(view.kpis.liquidityRatio).toEqual({
      value: null,
      tone: null,
      note: FIGURES_NOTES.noCosts,
    });
  });

  it('a week without income has no margin, with the reason', () => {
    const view = cashFlowView({
      ...healthy,
      weeks: [
        { from: '2026-04-01', to: '2026-04-07', incomeCentavos: c(0), expenseCentavos: c(5_000) },
      ],
    });
    expect(view.periods.weekly).toMatchObject({
      flowMarginPercent: null,
      flowMarginTone: null,
      note: 'Sin ingresos no hay margen de flujo.',
    });
  });

  it('an empty company: nothing to compute, every figure null with a note', () => {
    const view = cashFlowView({
      asOf: '2026-04-10',
      figures: figuresFor({ asOf: '2026-04-10', cash: null, income: 0, expense: 0 }),
      receivablesCentavos: null,
      payablesCentavos: null,
      months: [],
      weeks: [],
    });
    expect(view.hasData).toBe(false);
    expect(view.periods).toEqual({ monthly: null, weekly: null });
    expect(view.kpis.operatingCashFlow).toEqual({
      value: null,
      tone: null,
      note: CASH_FLOW_VIEW_NOTES.noMonths,
    });
    expect(view.projection).toEqual([]);
    expect(view.weekly).toEqual([]);
    expect(finiteEverywhere(view)).toBe(true);
  });
});

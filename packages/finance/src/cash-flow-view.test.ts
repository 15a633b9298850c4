import { describe, expect, it } from 'vitest';
import { CASH_FLOW_VIEW_NOTES, type CashFlowViewInputs, cashFlowView } from './cash-flow-view.ts';
import { centavos as c } from './money.ts';
import { CASH_POSITION_NOTES } from './runway.ts';

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

// A company on 10 April 2026 with three complete months before April.
const healthy: CashFlowViewInputs = {
  asOf: '2026-04-10',
  cashCentavos: c(500_000),
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

  it('averages the last three complete months as the typical month', () => {
    // (1,200,000 + 900,000 + 1,500,000) / 3 = 1,200,000; (900,000 × 2 + 1,200,000) / 3 = 1,000,000.
    expect(view.basis).toEqual({ from: '2026-01-01', to: '2026-03-31', months: 3, partial: false });
    expect(view.periods.monthly).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      income: 1_200_000,
      expenses: 1_000_000,
      net: 200_000,
      // 200,000 / 1,200,000 = 16.67 % > 15 %: excellent; the margin is under 20 %: warning.
      status: 'excellent',
      label: 'Excelente',
      tone: 'good',
      flowMarginTone: 'warning',
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
      note: CASH_POSITION_NOTES.unlimited,
    });
    // 500,000 / 1,000,000 = half a month of expenses.
    expect(view.kpis.liquidityRatio).toEqual({ value: 0.5, tone: null, note: null });
    expect(view.cash).toEqual({
      balance: 500_000,
      receivables: 80_000,
      payables: null,
    });
  });

  it('projects 12 months from May with the cumulative from today’s cash', () => {
    expect(view.projection).toHaveLength(12);
    // May: 1,200,000 × 1.02 × (1 + 0.1 × sin(π/6)) = 1,285,200; 1,000,000 × 1.02 × 0.98 = 999,600.
    expect(view.projection[0]).toEqual({
      month: '2026-05',
      income: 1_285_200,
      expenses: 999_600,
      net: 285_600,
      cumulative: 785_600,
    });
    // April 2027: 1.02^12 = 1.2682418; the sine is back at 0.
    expect(view.projection[11]).toMatchObject({
      month: '2027-04',
      income: 1_521_890,
      expenses: 1_242_877,
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

  it('has no insight between the thresholds (margin 16.7 %: not under 15, not over 20)', () => {
    expect(view.insights).toEqual([]);
    expect(finiteEverywhere(view)).toBe(true);
  });
});

describe('cashFlowView: a company burning cash, from a what-if case (no weeks)', () => {
  const view = cashFlowView({
    asOf: '2026-04-10',
    cashCentavos: c(600_000),
    receivablesCentavos: null,
    payablesCentavos: null,
    months: [month('2026-04', 100_000, 400_000)],
  });

  it('uses the current month so far when no month is complete, and says so', () => {
    expect(view.basis).toEqual({ from: '2026-04-01', to: '2026-04-10', months: 1, partial: true });
    expect(view.notes).toContain(CASH_FLOW_VIEW_NOTES.partialMonth);
  });

  it('burns 300,000 a month: 2 months of runway, critical', () => {
    expect(view.kpis.operatingCashFlow.value).toBe(-300_000);
    expect(view.kpis.burnRate).toEqual({ value: 300_000, tone: 'bad', note: null });
    expect(view.kpis.runwayMonths).toEqual({ value: 2, tone: 'bad', note: null });
    // 600,000 / 400,000 = 1.5 months of expenses.
    expect(view.kpis.liquidityRatio.value).toBe(1.5);
    expect(view.periods.monthly).toMatchObject({ status: 'critical', flowMarginPercent: -300 });
  });

  it('advises on the runway and the low margin', () => {
    expect(view.insights.map((i) => i.code)).toEqual([
      'cash-flow-runway-urgent',
      'cash-flow-low-margin',
    ]);
  });

  it('splits every month (none has dated entries): the typical month for February and March', () => {
    expect(view.weekly).toHaveLength(10);
    expect(view.weekly.every((w) => w.estimated)).toBe(true);
    // 100,000 × 1.4/4 = 35,000 … 0.7/4 = 17,500; 400,000 / 4 = 100,000 a week.
    expect(view.weekly.slice(0, 4).map((w) => w.income)).toEqual([35_000, 27_500, 20_000, 17_500]);
    expect(view.weekly.slice(0, 4).every((w) => w.expenses === 100_000)).toBe(true);
    expect(view.periods.weekly).toMatchObject({ from: '2026-04-01', estimated: true });
  });
});

describe('cashFlowView: edge cases', () => {
  it('counts a month without entries as zero once recording began', () => {
    const view = cashFlowView({
      asOf: '2026-04-10',
      cashCentavos: c(0),
      receivablesCentavos: null,
      payablesCentavos: null,
      months: [month('2026-02', 600_000, 200_000)],
      weeks: [],
    });
    // January is before the first recorded month; March has no entries: (600,000 + 0) / 2.
    expect(view.basis).toEqual({ from: '2026-02-01', to: '2026-03-31', months: 2, partial: false });
    expect(view.periods.monthly).toMatchObject({ income: 300_000, expenses: 100_000 });
  });

  it('without the cash: no runway nor liquidity, with the reasons; the cumulative starts at 0', () => {
    const view = cashFlowView({ ...healthy, cashCentavos: null });
    expect(view.kpis.runwayMonths).toEqual({
      value: null,
      tone: null,
      note: CASH_POSITION_NOTES.unknown,
    });
    expect(view.kpis.liquidityRatio).toEqual({
      value: null,
      tone: null,
      note: CASH_FLOW_VIEW_NOTES.noCash,
    });
    expect(view.openingAssumed).toBe(true);
    expect(view.projection[0]?.cumulative).toBe(285_600);
  });

  it('a negative cash is 0 months and critical, whatever the flow', () => {
    const view = cashFlowView({ ...healthy, cashCentavos: c(-1_000) });
    expect(view.kpis.runwayMonths.value).toBe(0);
    expect(view.periods.monthly?.status).toBe('critical');
    expect(view.insights[0]?.code).toBe('cash-flow-negative-cash');
  });

  it('a month with income and no expenses: liquidity has no base', () => {
    const view = cashFlowView({
      ...healthy,
      months: [month('2026-03', 100_000, 0)],
      weeks: [],
    });
    expect(view.kpis.liquidityRatio).toEqual({
      value: null,
      tone: null,
      note: CASH_FLOW_VIEW_NOTES.noExpenses,
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
      cashCentavos: null,
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

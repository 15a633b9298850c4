import { describe, expect, it } from 'vitest';
import type { PeriodTotals } from './dashboard.ts';
import {
  dashboardStats,
  EMPTY_PERIOD_TOTALS,
  estimatePeriodTotals,
  lossTone,
  netCashFlow,
  periodProfit,
  periodRanges,
  profitTone,
  revenueTrendTone,
  sampleChartFactor,
  trendTone,
} from './dashboard.ts';
import { entryAggregates } from './dashboard-view.ts';
import { companyFigures } from './figures.ts';
import { metricsSummary } from './metrics-summary.ts';
import { centavos as c } from './money.ts';
import { isOwnerCategory } from './owner-movements.ts';

const totals = (income: number, expense: number, count = 1): PeriodTotals => ({
  ...EMPTY_PERIOD_TOTALS,
  incomeCentavos: c(income),
  expenseCentavos: c(expense),
  incomeCount: count,
  expenseCount: count,
});

describe('dashboard stat cards (chapter 1)', () => {
  it('change % and trend against the previous period', () => {
    const s = dashboardStats({
      period: '30d',
      current: totals(120_000, 90_000),
      previous: totals(100_000, 100_000),
    });
    expect(s.estimated).toBe(false);
    expect(s.revenue).toMatchObject({
      valueCentavos: 120_000,
      previousCentavos: 100_000,
      change: 20,
      trend: 'up',
    });
    expect(s.expenses).toMatchObject({ valueCentavos: 90_000, change: -10, trend: 'down' });
    // net 30,000 against 0: no percent change, but still a trend
    expect(s.netProfit).toMatchObject({
      valueCentavos: 30_000,
      previousCentavos: 0,
      change: null,
      trend: 'up',
    });
    expect(s.netProfit.notes.change).toMatch(/periodo anterior fue cero/);
    // margin 25 % (excellent) against 0 % (warning): +25 points, up
    expect(s.cashFlowStatus).toMatchObject({
      status: 'excellent',
      label: 'Excelente',
      previousStatus: 'warning',
      flowMargin: 25,
      change: 25,
      trend: 'up',
    });
  });

  it('a negative previous figure: change is measured against its size', () => {
    const s = dashboardStats({
      period: '7d',
      current: totals(100, 50),
      previous: totals(100, 150),
    });
    expect(s.netProfit).toMatchObject({
      valueCentavos: 50,
      previousCentavos: -50,
      change: 200,
      trend: 'up',
    });
  });

  it('equal periods are flat', () => {
    const s = dashboardStats({ period: '7d', current: totals(100, 50), previous: totals(100, 50) });
    expect(s.revenue).toMatchObject({ change: 0, trend: 'flat' });
    expect(s.cashFlowStatus.trend).toBe('flat');
  });

  it.each([
    ['7d → monthly × 0.25', '7d', 250_000, 200_000],
    ['30d → monthly × 1', '30d', 1_000_000, 800_000],
    ['90d → monthly × 3', '90d', 3_000_000, 2_400_000],
  ] as const)('no entries in the period: estimate, %s', (_rule, period, income, expense) => {
    const s = dashboardStats({
      period,
      current: totals(0, 0, 0),
      previous: totals(500, 100),
      monthly: { revenueCentavos: c(1_000_000), expensesCentavos: c(800_000) },
    });
    expect(s.estimated).toBe(true);
    expect(s.revenue).toMatchObject({
      valueCentavos: income,
      previousCentavos: null,
      change: null,
      trend: 'flat',
    });
    expect(s.expenses.valueCentavos).toBe(expense);
    expect(s.revenue.notes.change).toMatch(/estimada/);
  });

  it('no entries and no monthly figures: real zeros, not an estimate', () => {
    const s = dashboardStats({
      period: '30d',
      current: totals(0, 0, 0),
      previous: totals(0, 0, 0),
    });
    expect(s.estimated).toBe(false);
    expect(s.revenue).toMatchObject({ valueCentavos: 0, change: null, trend: 'flat' });
    expect(s.cashFlowStatus.flowMargin).toBeNull();
  });

  it('estimatePeriodTotals rounds to the centavo', () => {
    expect(
      estimatePeriodTotals({ revenueCentavos: c(1_001), expensesCentavos: c(3) }, '7d'),
    ).toMatchObject({ incomeCentavos: 250, expenseCentavos: 1 });
  });
});

describe('periods (001 §9: 7/30/90/365 days)', () => {
  it.each([
    ['7d', '2025-03-04', '2025-03-10', '2025-02-25', '2025-03-03'],
    ['30d', '2025-02-09', '2025-03-10', '2025-01-10', '2025-02-08'],
    ['90d', '2024-12-11', '2025-03-10', '2024-09-12', '2024-12-10'],
    ['1y', '2024-03-11', '2025-03-10', '2023-03-12', '2024-03-10'],
  ] as const)('%s ending 2025-03-10', (period, from, to, prevFrom, prevTo) => {
    expect(periodRanges(period, '2025-03-10')).toEqual({
      current: { from, to },
      previous: { from: prevFrom, to: prevTo },
    });
  });

  it('sample chart factor 0.85 + 0.025 per month', () => {
    expect(sampleChartFactor(0)).toBe(0.85);
    expect(sampleChartFactor(6)).toBeCloseTo(1, 12);
  });
});

describe("metrics summary (000 §3): the figures core, in the header's words", () => {
  /** A company with 30 days of movements and the cash given. */
  const figuresOf = (cash: number | null, income: number, expense: number) => {
    const window = totals(income, expense);
    return companyFigures({
      asOf: '2026-11-28',
      snapshot: {
        products: [],
        fixedCosts: [],
        variableCostLines: [],
        cashBalanceCentavos: cash === null ? null : c(cash),
      },
      firstMovementOn: '2026-11-02',
      months: [],
      last30Days: { current: window, previous: EMPTY_PERIOD_TOTALS },
    });
  };

  it('health score as primary, cash-flow status as status, the cash with its runway', () => {
    // 25 % net margin → 25 of 25 points, the only part without products: 100/100.
    expect(metricsSummary(figuresOf(4_500_050, 1_000_000, 750_000))).toEqual({
      primary: { label: 'Salud financiera', value: '100/100', color: 'good' },
      status: { label: 'Flujo de caja · 30 días', value: 'Excelente', color: 'good' },
      cash: {
        label: 'Caja',
        balanceCentavos: 4_500_050,
        runwayMonths: null,
        runwayUnlimited: true,
        color: 'good',
      },
      basis: 'tus últimos 30 días',
    });
  });

  it('names the months it reads when the basis is complete months, by name', () => {
    // Movements since 2 August, as of 28 November: August, September and October are complete.
    const month = (key: string) => ({ ...totals(1_000_000, 900_000), month: key });
    const summary = metricsSummary(
      companyFigures({
        asOf: '2026-11-28',
        snapshot: {
          products: [],
          fixedCosts: [],
          variableCostLines: [],
          cashBalanceCentavos: null,
        },
        firstMovementOn: '2026-08-02',
        months: [month('2026-08'), month('2026-09'), month('2026-10')],
        last30Days: { current: EMPTY_PERIOD_TOTALS, previous: EMPTY_PERIOD_TOTALS },
      }),
    );
    expect(summary.status.label).toBe('Flujo de caja · ago a oct');
    expect(summary.basis).toBe('tus últimos 3 meses (agosto a octubre)');
  });

  it('a negative cash turns a good flow critical, and says no month is left', () => {
    const summary = metricsSummary(figuresOf(-50_000, 1_000_000, 990_000));
    expect(summary.status).toEqual({
      label: 'Flujo de caja · 30 días',
      value: 'Crítico',
      color: 'bad',
    });
    expect(summary.cash).toEqual({
      label: 'Caja',
      balanceCentavos: -50_000,
      runwayMonths: 0,
      runwayUnlimited: false,
      color: 'bad',
    });
  });

  it('a short runway makes the status worse; an unknown balance raises nothing', () => {
    // $45,000.50 against a loss of $10,000 a month ($100,000 in, $110,000 out: −10 %, a
    // warning on its own): 4.5 months, under 6 → Precaución.
    const short = metricsSummary(figuresOf(4_500_050, 10_000_000, 11_000_000));
    expect(short.cash.runwayMonths).toBeCloseTo(4.50005, 10);
    expect(short.status.value).toBe('Precaución');
    // $20,000 against the same loss: 2 months, under 3 → Crítico.
    expect(metricsSummary(figuresOf(2_000_000, 10_000_000, 11_000_000)).status.value).toBe(
      'Crítico',
    );
    const unknown = metricsSummary(figuresOf(null, 10_000_000, 8_000_000));
    expect(unknown.status.value).toBe('Excelente');
    expect(unknown.cash.color).toBeNull();
  });

  it('nothing recorded: every figure says so', () => {
    const empty = companyFigures({
      asOf: '2026-11-28',
      snapshot: { products: [], fixedCosts: [], variableCostLines: [], cashBalanceCentavos: null },
      firstMovementOn: null,
      months: [],
      last30Days: { current: EMPTY_PERIOD_TOTALS, previous: EMPTY_PERIOD_TOTALS },
    });
    const summary = metricsSummary(empty);
    expect(summary.primary.value).toBe('Sin datos');
    expect(summary.status.value).toBe('Sin datos');
    expect(summary.cash.color).toBeNull();
  });
});

describe('owner movements are cash, not profit (chapter 1)', () => {
  it('recognises the owner categories without case, accents or spaces', () => {
    expect(isOwnerCategory('Retiros de los dueños')).toBe(true);
    expect(isOwnerCategory('  RETIROS DE LOS DUENOS ')).toBe(true);
    expect(isOwnerCategory('Aportación de capital')).toBe(true);
    expect(isOwnerCategory('Nómina')).toBe(false);
  });

  it('a withdrawal leaves the profit and the expense split but not the cash flow', () => {
    // Sales 10,000 and rent 3,000 in the period, and the owners took 4,000 out.
    const entries = [
      { date: '2026-03-10', type: 'income', amountCentavos: c(1_000_000), category: 'Ventas' },
      { date: '2026-03-11', type: 'expense', amountCentavos: c(300_000), category: 'Renta' },
      {
        date: '2026-03-12',
        type: 'expense',
        amountCentavos: c(400_000),
        category: 'Retiros de los dueños',
      },
    ] as const;
    const sums = entryAggregates(entries, {
      period: '30d',
      asOf: '2026-03-16',
      monthsFrom: '2026-03-01',
    });
    expect(sums.totals.current.expenseCentavos).toBe(300_000);
    expect(sums.totals.current.ownerOutCentavos).toBe(400_000);
    expect(periodProfit(sums.totals.current)).toBe(700_000); // 10,000 − 3,000
    expect(netCashFlow(sums.totals.current)).toBe(300_000); // 10,000 − 3,000 − 4,000
    expect(sums.expenseCategories).toEqual([{ category: 'Renta', amountCentavos: 300_000 }]);
    expect(sums.monthly).toEqual([
      { month: '2026-03', incomeCentavos: 1_000_000, expenseCentavos: 300_000 },
    ]);
    // The day the owners took the money, it left the cash box.
    expect(sums.daily.get('2026-03-12')).toEqual({ incomeCentavos: 0, expenseCentavos: 400_000 });
    // Profit 7,000 on 10,000 would be Excelente; the cash that stayed (3,000, 30 %) is too.
    const stats = dashboardStats({
      period: '30d',
      current: sums.totals.current,
      previous: sums.totals.previous,
    });
    expect(stats.netProfit.valueCentavos).toBe(700_000);
    expect(stats.cashFlowStatus.flowMargin).toBe(30);
  });
});

describe('tones of the period figures (chapter 2)', () => {
  it.each([
    ['revenue 112,000 against 100,000: +12 % → good', 12, 'good'],
    ['flat: 0 % → good', 0, 'good'],
    ['95,000 against 100,000: −5 % is noise → good', -5, 'good'],
    ['94,990 against 100,000: −5.01 % → warning', -5.01, 'warning'],
    ['half the sales: −50 % → warning', -50, 'warning'],
  ] as const)('revenue change %s', (_rule, change, tone) => {
    expect(revenueTrendTone(change)).toBe(tone);
  });

  it.each([
    ['revenue up → good', 'up', true, 'good'],
    ['revenue down → bad', 'down', true, 'bad'],
    ['expenses up → bad', 'up', false, 'bad'],
    ['expenses down → good', 'down', false, 'good'],
    ['no move → no verdict', 'flat', true, null],
    ['no move in expenses → no verdict', 'flat', false, null],
  ] as const)('trend: %s', (_rule, trend, higherIsBetter, tone) => {
    expect(trendTone(trend, higherIsBetter)).toBe(tone);
  });

  it.each([
    ['income 50,000 − expenses 42,500 = 7,500 → good', c(5_000_000 - 4_250_000), 'good', null],
    ['nothing in, nothing out: 0 → good, no flag', c(0), 'good', null],
    ['one centavo short: −0.01 → bad', c(-1), 'bad', 'bad'],
    ['income 30,000 − expenses 41,000 = −11,000 → bad', c(3_000_000 - 4_100_000), 'bad', 'bad'],
  ] as const)('profit %s', (_rule, profit, tone, flag) => {
    expect(profitTone(profit)).toBe(tone);
    expect(lossTone(profit)).toBe(flag);
  });
});

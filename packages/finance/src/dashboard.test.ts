import { describe, expect, it } from 'vitest';
import type { PeriodTotals } from './dashboard.ts';
import {
  dashboardStats,
  estimatePeriodTotals,
  lossTone,
  periodRanges,
  profitTone,
  revenueTrendTone,
  sampleChartFactor,
  trendTone,
} from './dashboard.ts';
import { metricsSummary } from './metrics-summary.ts';
import { centavos as c } from './money.ts';

const totals = (income: number, expense: number, count = 1): PeriodTotals => ({
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

describe('metrics summary (000 §3)', () => {
  it('health score as primary, cash-flow status as status', () => {
    expect(metricsSummary({ healthScore: 80, cashFlowStatus: 'good' })).toEqual({
      primary: { label: 'Salud financiera', value: '80/100', color: 'good' },
      status: { label: 'Flujo de caja', value: 'Bueno', color: 'good' },
    });
    expect(metricsSummary({ healthScore: 59.6, cashFlowStatus: 'warning' }).primary).toEqual({
      label: 'Salud financiera',
      value: '60/100',
      color: 'bad',
    });
    expect(metricsSummary({ healthScore: 60, cashFlowStatus: 'critical' })).toEqual({
      primary: { label: 'Salud financiera', value: '60/100', color: 'warning' },
      status: { label: 'Flujo de caja', value: 'Crítico', color: 'bad' },
    });
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

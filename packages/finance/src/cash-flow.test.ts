import { describe, expect, it } from 'vitest';
import {
  cashFlowAnalysisInputs,
  cashFlowInsights,
  cashFlowStatus,
  flowMargin,
  flowMarginTone,
} from './cash-flow.ts';
import { centavos as c } from './money.ts';
import {
  burnRate,
  liquidityRatio,
  RUNWAY_REASONS,
  runway,
  runwayAdvice,
  runwayRisk,
  runwayTone,
} from './runway.ts';

describe('cash-flow health status (001 §4), revenue 100,000 centavos', () => {
  it.each([
    ['profit above 15 % → excellent', c(15_001), 'excellent'],
    ['profit exactly 15 % → good (must exceed)', c(15_000), 'good'],
    ['profit just above 0 → good', c(1), 'good'],
    ['profit exactly 0 → warning', c(0), 'warning'],
    ['loss exactly −10 % → warning (not below)', c(-10_000), 'warning'],
    ['loss just beyond −10 % → critical', c(-10_001), 'critical'],
  ] as const)('%s', (_rule, profit, status) => {
    expect(cashFlowStatus(profit, c(100_000))).toBe(status);
  });

  it('without revenue: a loss is critical, zero is warning', () => {
    expect(cashFlowStatus(c(-1), c(0))).toBe('critical');
    expect(cashFlowStatus(c(0), c(0))).toBe('warning');
  });
});

describe('flow margin colouring (001 §4)', () => {
  it.each([
    ['20 % → good', 20, 'good'],
    ['19.99 % → warning', 19.99, 'warning'],
    ['10 % → warning', 10, 'warning'],
    ['9.99 % → bad', 9.99, 'bad'],
  ] as const)('%s', (_rule, margin, tone) => {
    expect(flowMarginTone(margin)).toBe(tone);
  });

  it('computes the margin from income and expenses, null without income', () => {
    expect(flowMargin(c(100_000), c(80_000))).toEqual({ percent: 20, tone: 'good', notes: {} });
    expect(flowMargin(c(0), c(5)).percent).toBeNull();
    expect(flowMargin(c(0), c(5)).notes.percent).toBeTruthy();
  });
});

describe('runway, burn and liquidity (000 §9, chapter 3)', () => {
  it('runway = cash / |loss|', () => {
    expect(runway(c(-250_000), c(1_000_000))).toMatchObject({
      months: 4,
      cashBalanceAssumed: false,
    });
  });
  it('uses 100,000 MXN only when the balance is unknown', () => {
    const r = runway(c(-2_000_000), null);
    expect(r).toMatchObject({
      months: 5,
      cashBalanceCentavos: 10_000_000,
      cashBalanceAssumed: true,
    });
    expect(r.notes.cashBalanceCentavos).toBe(RUNWAY_REASONS.assumedCash);
  });
  it('a profitable company has no limit: null with a reason', () => {
    expect(runway(c(1), c(0))).toEqual({
      months: null,
      cashBalanceCentavos: 0,
      cashBalanceAssumed: false,
      notes: { months: RUNWAY_REASONS.profitable },
    });
  });
  it('burn rate is the monthly loss, 0 when profitable', () => {
    expect(burnRate(c(-12_345))).toBe(12_345);
    expect(burnRate(c(500))).toBe(0);
  });
  it('liquidity = months of costs covered by cash; null without costs', () => {
    expect(liquidityRatio(c(300_000), c(100_000))).toEqual({ ratio: 3, notes: {} });
    expect(liquidityRatio(c(300_000), c(0))).toEqual({
      ratio: null,
      notes: { ratio: RUNWAY_REASONS.noCosts },
    });
  });

  it.each([
    ['1.99 months → high', 1.99, 'high'],
    ['2 months → medium', 2, 'medium'],
    ['5.99 months → medium', 5.99, 'medium'],
    ['6 months → low', 6, 'low'],
    ['unlimited → low', null, 'low'],
  ] as const)('runway risk (001 §9): %s', (_rule, months, risk) => {
    expect(runwayRisk(months)).toBe(risk);
  });

  it.each([
    ['2.99 → urgent', 2.99, 'urgent'],
    ['3 → caution', 3, 'caution'],
    ['5.99 → caution', 5.99, 'caution'],
    ['6 → stable', 6, 'stable'],
    ['unlimited → stable', null, 'stable'],
  ] as const)('runway advice tiers (001 §9): %s', (_rule, months, tier) => {
    expect(runwayAdvice(months)).toBe(tier);
  });
});

describe('cash-flow analysis assumptions (001 §9)', () => {
  it('receivables 15 % of revenue, payables 10 % of expenses, review in 7 days', () => {
    expect(
      cashFlowAnalysisInputs({
        monthlyRevenueCentavos: c(1_000_000),
        monthlyExpensesCentavos: c(800_000),
        cashBalanceCentavos: c(42),
        asOf: '2025-12-28',
      }),
    ).toEqual({
      currentBalanceCentavos: 42,
      balanceAssumed: false,
      accountsReceivableCentavos: 150_000,
      accountsPayableCentavos: 80_000,
      nextReviewDate: '2026-01-04',
    });
  });
  it('assumes 150,000 MXN only without a balance', () => {
    const inputs = cashFlowAnalysisInputs({
      monthlyRevenueCentavos: c(0),
      monthlyExpensesCentavos: c(0),
      cashBalanceCentavos: null,
      asOf: '2025-01-01',
    });
    expect(inputs).toMatchObject({ currentBalanceCentavos: 15_000_000, balanceAssumed: true });
  });
});

describe('cash-flow insights (001 §9)', () => {
  it.each([
    ['margin 14.99 % → low-margin warning', c(100_000), c(85_010), ['cash-flow-low-margin']],
    ['margin exactly 15 % → nothing', c(100_000), c(85_000), []],
    ['net flow exactly 20 % → nothing', c(100_000), c(80_000), []],
    ['net flow 20.01 % → strong', c(100_000), c(79_990), ['cash-flow-strong']],
    ['no income → nothing to say', c(0), c(10), []],
  ] as const)('%s', (_rule, income, expense, codes) => {
    expect(cashFlowInsights(income, expense).map((i) => i.code)).toEqual(codes);
  });
});

describe('runway colour (chapter 3: the advice tiers)', () => {
  it.each([
    ['cash 50,000 at a loss of 20,000 a month: 2.5 months → bad', 50_000 / 20_000, 'bad'],
    ['3 months → warning', 3, 'warning'],
    ['5.99 months → warning', 5.99, 'warning'],
    ['6 months → good', 6, 'good'],
    ['no loss: unlimited → good', null, 'good'],
  ] as const)('%s', (_rule, months, tone) => {
    expect(runwayTone(months)).toBe(tone);
  });
});

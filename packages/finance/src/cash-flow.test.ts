import { describe, expect, it } from 'vitest';
import { cashFlowAnalysisInputs, cashFlowInsights, flowMarginOf } from './cash-flow.ts';
import { centavos as c } from './money.ts';
import { burnRate, liquidityRatio, RUNWAY_REASONS, runway } from './runway.ts';

describe('flow margin (001 §4, with the status bands: bands.ts)', () => {
  it('computes the margin from the net flow and income, coloured by its level', () => {
    expect(flowMarginOf(c(20_000), c(100_000))).toEqual({ percent: 20, tone: 'good', notes: {} });
    // 15.3 %: excellent, so green (the spec's 20 % colouring would have said a warning).
    expect(flowMarginOf(c(15_300), c(100_000)).tone).toBe('good');
    expect(flowMarginOf(c(-5_000), c(100_000)).tone).toBe('warning');
    expect(flowMarginOf(c(-10_001), c(100_000)).tone).toBe('bad');
    expect(flowMarginOf(c(-5), c(0)).percent).toBeNull();
    expect(flowMarginOf(c(-5), c(0)).notes.percent).toBeTruthy();
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

describe("cash-flow insights, in the flow margin's levels", () => {
  it.each([
    ['net 15.01 % → strong', c(15_010), c(100_000), ['cash-flow-strong']],
    ['net exactly 15 % → positive but thin', c(15_000), c(100_000), ['cash-flow-thin']],
    ['net 1 centavo → positive but thin', c(1), c(100_000), ['cash-flow-thin']],
    ['net 0 → low margin', c(0), c(100_000), ['cash-flow-low-margin']],
    ['net −10 % → low margin', c(-10_000), c(100_000), ['cash-flow-low-margin']],
    ['net −10.01 % → negative', c(-10_010), c(100_000), ['cash-flow-negative']],
    ['no income → nothing to say', c(-10), c(0), []],
  ] as const)('%s', (_rule, net, income, codes) => {
    expect(cashFlowInsights(net, income).map((i) => i.code)).toEqual(codes);
  });
});

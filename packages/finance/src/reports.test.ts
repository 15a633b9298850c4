import { describe, expect, it } from 'vitest';
import { kpiVariance } from './kpis.ts';
import { centavos as c } from './money.ts';
import { cacCeiling, metricsReport, reportBusinessInsights, revenueBreakdown } from './reports.ts';

describe('report business insights (001 §9, LTV/COCA > 3 per DECISIONS)', () => {
  const codes = (revenue: number, profit: number, ratio: number | null, cash: number) =>
    reportBusinessInsights({
      revenueCentavos: c(revenue),
      netProfitCentavos: c(profit),
      ltvCocaRatio: ratio,
      cashFlowCentavos: c(cash),
    }).map((i) => i.code);
  it.each([
    ['profit 25.01 % → high profitability', 10_000, 2_501, null, 0, ['high-profitability']],
    ['profit exactly 25 % → nothing', 10_000, 2_500, null, 0, []],
    ['LTV/COCA 3.01 → efficient acquisition', 10_000, 0, 3.01, 0, ['efficient-acquisition']],
    ['LTV/COCA exactly 3 → nothing (must exceed)', 10_000, 0, 3, 0, []],
    [
      'LTV/COCA 25 → efficient (the spec’s "30" was a typo)',
      10_000,
      0,
      25,
      0,
      ['efficient-acquisition'],
    ],
    ['cash flow 1 centavo → positive', 10_000, 0, null, 1, ['positive-cash-flow']],
    ['no revenue → no insights at all', 0, 5_000, 10, 100, []],
  ] as const)('%s', (_rule, revenue, profit, ratio, cash, expected) => {
    expect(codes(revenue, profit, ratio, cash)).toEqual(expected);
  });
});

describe('CAC ceiling = LTV / 3 (001 §9)', () => {
  it('LTV 3,000 → 1,000; rounds to the centavo', () => {
    expect(cacCeiling(c(300_000)).ceilingCentavos).toBe(100_000);
    expect(cacCeiling(c(100)).ceilingCentavos).toBe(33);
  });
  it('no LTV → null with a reason', () => {
    expect(cacCeiling(c(0)).ceilingCentavos).toBeNull();
    expect(cacCeiling(c(0)).notes.ceilingCentavos).toBeTruthy();
  });
});

describe('metrics report rules (001 §9)', () => {
  it.each([
    ['LTV/COCA 3 → excellent', 3, 'excellent'],
    ['LTV/COCA 2.99 → acceptable', 2.99, 'acceptable'],
    ['LTV/COCA 1 → acceptable', 1, 'acceptable'],
    ['LTV/COCA 0.99 → critical', 0.99, 'critical'],
  ] as const)('%s', (_rule, ratio, status) => {
    expect(
      metricsReport({ ltvCocaRatio: ratio, netMargin: 10, contributionMarginPercent: 50 })
        .ltvCocaStatus,
    ).toBe(status);
  });
  it.each([
    ['net 15 → healthy', 15, 'healthy'],
    ['net 14.99 → moderate', 14.99, 'moderate'],
    ['net 5 → moderate', 5, 'moderate'],
    ['net 4.99 → low', 4.99, 'low'],
  ] as const)('%s', (_rule, net, status) => {
    expect(
      metricsReport({ ltvCocaRatio: 3, netMargin: net, contributionMarginPercent: 50 })
        .netMarginStatus,
    ).toBe(status);
  });
  it('contribution margin under 30 % raises a medium-priority action; exactly 30 does not', () => {
    expect(
      metricsReport({ ltvCocaRatio: 3, netMargin: 10, contributionMarginPercent: 29.99 }).actions,
    ).toEqual([expect.objectContaining({ code: 'raise-contribution-margin', priority: 'medium' })]);
    expect(
      metricsReport({ ltvCocaRatio: 3, netMargin: 10, contributionMarginPercent: 30 }).actions,
    ).toEqual([]);
  });
  it('unknown figures: null statuses with reasons', () => {
    const r = metricsReport({
      ltvCocaRatio: null,
      netMargin: null,
      contributionMarginPercent: null,
    });
    expect(r).toMatchObject({ ltvCocaStatus: null, netMarginStatus: null, actions: [] });
    expect(r.notes.ltvCocaStatus).toBeTruthy();
  });
});

describe('revenue breakdown (DECISIONS: real split; 60/25/15 only as an estimate)', () => {
  it('real categories, largest first', () => {
    expect(
      revenueBreakdown(
        [
          { category: 'Servicios', amountCentavos: c(2_500) },
          { category: 'Ventas', amountCentavos: c(7_500) },
        ],
        c(10_000),
      ),
    ).toEqual({
      estimated: false,
      slices: [
        { name: 'Ventas', valueCentavos: 7_500, percent: 75 },
        { name: 'Servicios', valueCentavos: 2_500, percent: 25 },
      ],
    });
  });
  it('no categories: the fixed split, summing exactly to the total', () => {
    const b = revenueBreakdown([], c(100_001));
    expect(b.estimated).toBe(true);
    expect(b.slices.map((s) => s.percent)).toEqual([60, 25, 15]);
    expect(b.slices.reduce((a, s) => a + s.valueCentavos, 0)).toBe(100_001);
  });
});

describe('KPI variance (our bands)', () => {
  it.each([
    ['at target → excellent', 100, 100, true, 'excellent'],
    ['90 % → good', 90, 100, true, 'good'],
    ['75 % → warning', 75, 100, true, 'warning'],
    ['74 % → critical', 74, 100, true, 'critical'],
    ['cost 110 against 100, lower is better → good', 110, 100, false, 'good'],
  ] as const)('%s', (_rule, value, target, higher, status) => {
    expect(kpiVariance(value, target, higher).status).toBe(status);
  });
  it('no target → null with reason', () => {
    expect(kpiVariance(5, 0)).toMatchObject({ variance: 5, attainment: null, status: null });
  });
});

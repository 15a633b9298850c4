import { describe, expect, it } from 'vitest';
import { projectCashFlow } from './cash-projection.ts';
import { forecast } from './forecast.ts';
import { growthProjection } from './growth.ts';
import { centavos as c } from './money.ts';
import { projectedMonth, projectionAssumptions } from './projection.ts';

describe('one projection rule (issue 31)', () => {
  it("the owner's growth when set, else 8 % a year, as annual ÷ 12 a month", () => {
    expect(projectionAssumptions(null)).toEqual({
      annualGrowthPercent: 8,
      monthlyGrowth: 0.08 / 12,
      source: 'default',
      label: '8 % al año (supuesto)',
    });
    expect(projectionAssumptions(30)).toMatchObject({
      source: 'owner',
      label: '30 % al año (tu meta)',
    });
    expect(projectionAssumptions(30).monthlyGrowth).toBeCloseTo(0.025, 15);
    expect(projectionAssumptions(-6).monthlyGrowth).toBeCloseTo(-0.005, 15);
  });

  it('a month on the realistic line and on the scenarios around it', () => {
    const base = { revenueCentavos: c(12_000_000), costsCentavos: c(9_000_000) };
    // 120,000 × (1 + 0.02)² = 124,848; 90,000 × 1.0404 = 93,636.
    const owner = projectionAssumptions(24);
    expect(projectedMonth(base, 2, owner)).toEqual({
      revenueCentavos: 12_484_800,
      costsCentavos: 9_363_600,
    });
    expect(projectedMonth(base, 2, owner, 'conservative')).toEqual({
      revenueCentavos: 11_236_320,
      costsCentavos: 8_895_420,
    });
  });

  it('cash flow, growth and planning give the same December for the same base', () => {
    const asOf = '2026-11-28';
    const assumptions = projectionAssumptions(null);
    const revenue = c(11_481_900);
    const costs = c(9_724_500);
    const cash = projectCashFlow({
      monthlyIncomeCentavos: revenue,
      monthlyExpenseCentavos: costs,
      openingBalanceCentavos: c(0),
      asOf,
      assumptions,
    })[0];
    const growth = growthProjection({ baseRevenueCentavos: revenue, asOf, assumptions }).months[0];
    const planning = forecast({
      monthlyRevenueCentavos: revenue,
      monthlyCostsCentavos: costs,
      asOf,
      assumptions,
    })[0];
    // 114,819 × (1 + 0.08/12) = 115,584.46; 97,245 × 1.0066… = 97,893.30.
    expect(cash).toMatchObject({ month: '2026-12', incomeCentavos: 11_558_446 });
    expect(cash?.expenseCentavos).toBe(9_789_330);
    expect(growth).toMatchObject({ month: '2026-12', realistic: 11_558_446 });
    expect(planning?.month).toBe('2026-12');
    expect(planning?.cases.realistic).toMatchObject({
      revenueCentavos: 11_558_446,
      costsCentavos: 9_789_330,
    });
  });
});

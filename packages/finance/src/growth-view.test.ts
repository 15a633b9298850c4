import { describe, expect, it } from 'vitest';
import { EMPTY_PERIOD_TOTALS } from './dashboard.ts';
import { companyFigures } from './figures.ts';
import { GROWTH_VIEW_NOTES, type GrowthViewInput, growthView } from './growth-view.ts';
import { centavos as c } from './money.ts';

const ASOF = '2026-11-27';

/**
 * A company on 27 November 2026 whose every movement is this month: its last 30 days (these
 * sums, in centavos) are the basis, and it has no complete month yet.
 */
function thisMonthOnly(income: number, expense: number): GrowthViewInput {
  const window = {
    ...EMPTY_PERIOD_TOTALS,
    incomeCentavos: c(income),
    expenseCentavos: c(expense),
    incomeCount: 1,
    expenseCount: 1,
  };
  return {
    asOf: ASOF,
    figures: companyFigures({
      asOf: ASOF,
      snapshot: { products: [], fixedCosts: [], variableCostLines: [], cashBalanceCentavos: null },
      firstMovementOn: '2026-11-05',
      months: [],
      last30Days: { current: window, previous: EMPTY_PERIOD_TOTALS },
    }),
    months: [{ month: '2026-11', incomeCentavos: c(income), expenseCentavos: c(expense) }],
    customers: null,
    ownerTargets: {},
    ownerScenarios: {},
    statedRevenueCentavos: null,
  };
}

describe('growth view: targets never worse than today, history notes (issue 31)', () => {
  it('a loss-making company with movements only this month', () => {
    // Margin (1,000,000 − 2,800,000) / 1,000,000 = −180 %: the target is 0 %, not −216 %.
    const v = growthView(thisMonthOnly(1_000_000, 2_800_000));
    const margin = v.kpis.find((k) => k.key === 'margin');
    expect(margin).toMatchObject({ current: -180, target: 0, targetSource: 'suggested' });
    // Revenue 1,000,000 → 1.5 × = 1,500,000.
    expect(v.kpis.find((k) => k.key === 'revenue')?.target).toBe(1_500_000);
    // It has movements, just no complete month: not "Aún no tienes movimientos".
    expect(v.history.every((h) => h.estimated)).toBe(true);
    expect(v.notes).toContain(GROWTH_VIEW_NOTES.historyNoCompleteMonth);
    expect(v.notes).not.toContain(GROWTH_VIEW_NOTES.historyAllEstimated);
    expect(GROWTH_VIEW_NOTES.historyNoCompleteMonth).toMatch(
      /^Aún no tienes un mes completo de movimientos/,
    );
  });

  it('a thin margin aims at 15 %', () => {
    // (2,950,000 − 2,800,000) / 2,950,000 = 5.08 % → 15 %.
    const v = growthView(thisMonthOnly(2_950_000, 2_800_000));
    const margin = v.kpis.find((k) => k.key === 'margin');
    expect(margin?.current).toBeCloseTo(5.0847, 4);
    expect(margin?.target).toBe(15);
  });

  it('a company without movements still reads "Aún no tienes movimientos"', () => {
    const input = thisMonthOnly(0, 0);
    const v = growthView({ ...input, months: [] });
    expect(v.notes).toContain(GROWTH_VIEW_NOTES.historyAllEstimated);
    expect(v.notes).not.toContain(GROWTH_VIEW_NOTES.historyNoCompleteMonth);
  });
});

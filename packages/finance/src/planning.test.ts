import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  budgetAccuracyTone,
  budgetMonthStatus,
  budgetSummary,
  budgetVariance,
  goalProgressBand,
  goalStatus,
  goalsSummary,
  newGoalDefaults,
  plannedFromActual,
  planningInsights,
  unfavourableVariance,
} from './planning.ts';

describe('budget (001 §9, chapter 13)', () => {
  it('variance = actual − planned', () => {
    expect(
      budgetVariance({ type: 'expense', plannedCentavos: c(1_000), actualCentavos: c(1_250) }),
    ).toBe(250);
  });

  // Hand-worked: planned income 150,000 and expenses 105,830 (profit 44,170); real income
  // 137,046 and expenses 91,840 (profit 45,206). Income −12,954 (against), expenses −13,990
  // (spent less: in favour), profit +1,036: favourable. The spec's sum of line variances read
  // −26,944 and 39 % accuracy; on profit it is 100 − 1,036 / 44,170 × 100 = 97.65 %, green.
  const handWorked = [
    { type: 'income', plannedCentavos: c(10_000_000), actualCentavos: c(9_104_600) },
    { type: 'income', plannedCentavos: c(5_000_000), actualCentavos: c(4_600_000) },
    { type: 'expense', plannedCentavos: c(6_000_000), actualCentavos: c(6_000_000) },
    { type: 'expense', plannedCentavos: c(4_583_000), actualCentavos: c(3_184_000) },
  ] as const;

  it('income, expenses and profit each planned / real / variance; profit is the verdict', () => {
    const s = budgetSummary(handWorked, { month: '2026-10', asOf: '2026-11-28' });
    expect(s).toMatchObject({
      income: {
        plannedCentavos: 15_000_000,
        actualCentavos: 13_704_600,
        varianceCentavos: -1_295_400,
        favourable: false,
      },
      expenses: {
        plannedCentavos: 10_583_000,
        actualCentavos: 9_184_000,
        varianceCentavos: -1_399_000,
        favourable: true,
      },
      profit: {
        plannedCentavos: 4_417_000,
        actualCentavos: 4_520_600,
        varianceCentavos: 103_600,
        favourable: true,
      },
      monthStatus: 'complete',
      progress: null,
      verdict: 'favourable',
      accuracyTone: 'good',
      lowAccuracy: false,
      aboveProfitPlan: false,
    });
    expect(s.accuracy).toBeCloseTo(97.6545, 4);
  });

  it('the month in progress is not judged: its figures so far with the days elapsed', () => {
    const s = budgetSummary(handWorked, { month: '2026-11', asOf: '2026-11-10' });
    expect(s).toMatchObject({
      monthStatus: 'in-progress',
      progress: { daysElapsed: 10, daysInMonth: 30 },
      profit: { actualCentavos: 4_520_600, varianceCentavos: 103_600 },
      verdict: null,
      accuracy: null,
      accuracyTone: null,
      lowAccuracy: false,
      aboveProfitPlan: false,
    });
    expect(s.notes.verdict).toBe(
      'Mes en curso: van 10 de 30 días; se evalúa cuando termine el mes.',
    );
    // The month's last day is still in progress; a later month is upcoming.
    expect(budgetMonthStatus('2026-02', '2026-02-28')).toEqual({
      status: 'in-progress',
      progress: { daysElapsed: 28, daysInMonth: 28 },
    });
    expect(budgetMonthStatus('2026-12', '2026-11-10').status).toBe('upcoming');
  });

  it('profit far above plan: green, no warning, the "above plan" note', () => {
    // planned profit 10,000; real profit 13,000 (+3,000) → accuracy 70 %, yet green
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(3_000_000), actualCentavos: c(3_500_000) },
      { type: 'expense', plannedCentavos: c(2_000_000), actualCentavos: c(2_200_000) },
    ]);
    expect(s).toMatchObject({
      verdict: 'favourable',
      accuracy: 70,
      accuracyTone: 'good',
      lowAccuracy: false,
      aboveProfitPlan: true,
    });
    expect(s.expenses.favourable).toBe(false);
  });

  it('profit under plan: the accuracy band, and the warning under 85 %', () => {
    // planned profit 10,000; real profit 7,000 (−3,000) → 70 %, red
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(3_000_000), actualCentavos: c(2_900_000) },
      { type: 'expense', plannedCentavos: c(2_000_000), actualCentavos: c(2_200_000) },
    ]);
    expect(s).toMatchObject({
      verdict: 'unfavourable',
      accuracy: 70,
      accuracyTone: 'bad',
      lowAccuracy: true,
      aboveProfitPlan: false,
    });
  });

  it('opposite misses no longer cancel: selling 8,000 less and spending 8,000 more', () => {
    // planned profit 20,000; real 4,000: −16,000 → 20 %
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(5_000_000), actualCentavos: c(4_200_000) },
      { type: 'expense', plannedCentavos: c(3_000_000), actualCentavos: c(3_800_000) },
    ]);
    expect(s.profit.varianceCentavos).toBe(-1_600_000);
    expect(s.accuracy).toBe(20);
  });

  it('a miss larger than the planned profit floors at 0 %', () => {
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(1_000), actualCentavos: c(0) },
      { type: 'expense', plannedCentavos: c(500), actualCentavos: c(500) },
    ]);
    expect(s.accuracy).toBe(0);
  });

  it('no planned profit: accuracy null with a reason', () => {
    const s = budgetSummary([{ type: 'expense', plannedCentavos: c(500), actualCentavos: c(600) }]);
    expect(s.accuracy).toBeNull();
    expect(s.notes.accuracy).toBeTruthy();
    expect(s.lowAccuracy).toBe(false);
    expect(s.verdict).toBe('unfavourable');
  });

  it.each([
    ['90 → good', 90, 'good'],
    ['89.99 → warning', 89.99, 'warning'],
    ['80 → warning', 80, 'warning'],
    ['79.99 → bad', 79.99, 'bad'],
  ] as const)('accuracy colour %s', (_rule, accuracy, tone) => {
    expect(budgetAccuracyTone(accuracy)).toBe(tone);
  });

  it.each([
    ['accuracy 84.99 % → low-accuracy insight', 1_501, true],
    ['accuracy exactly 85 % → no insight', 1_500, false],
  ] as const)('%s', (_rule, miss, low) => {
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(10_000), actualCentavos: c(10_000 - miss) },
      { type: 'expense', plannedCentavos: c(0), actualCentavos: c(0) },
    ]);
    expect(s.lowAccuracy).toBe(low);
  });
});

describe('goals (001 §4 and §9, chapter 13)', () => {
  const goal = (current: number, deadline: string) => ({
    targetAmountCentavos: c(100_000),
    currentAmountCentavos: c(current),
    deadline,
  });

  it('progress, remaining, days left', () => {
    expect(goalStatus(goal(25_000, '2025-12-31'), '2025-12-01')).toMatchObject({
      progress: 25,
      remainingCentavos: 75_000,
      daysLeft: 30,
      completed: false,
    });
  });

  it.each([
    ['89 days and 79.99 % → at risk', 79_990, '2025-03-31', true],
    ['90 days and 50 % → not at risk', 50_000, '2025-04-01', false],
    ['89 days and exactly 80 % → not at risk', 80_000, '2025-03-31', false],
    ['overdue at 10 % → at risk', 10_000, '2024-12-01', true],
    ['completed (≥ 100 %) is never at risk', 100_000, '2025-01-02', false],
  ] as const)('%s (as of 2025-01-01)', (_rule, current, deadline, atRisk) => {
    expect(goalStatus(goal(current, deadline), '2025-01-01').atRisk).toBe(atRisk);
  });

  it('an exceeded goal is completed with nothing remaining', () => {
    expect(goalStatus(goal(120_000, '2026-01-01'), '2025-01-01')).toMatchObject({
      progress: 120,
      remainingCentavos: 0,
      completed: true,
      band: 'complete',
    });
  });

  it('no target: progress null with a reason', () => {
    const s = goalStatus(
      { targetAmountCentavos: c(0), currentAmountCentavos: c(10), deadline: '2025-02-01' },
      '2025-01-01',
    );
    expect(s.progress).toBeNull();
    expect(s.notes.progress).toBeTruthy();
  });

  it.each([
    ['100 → complete', 100, 'complete'],
    ['99.99 → on-track', 99.99, 'on-track'],
    ['75 → on-track', 75, 'on-track'],
    ['74.99 → behind', 74.99, 'behind'],
    ['50 → behind', 50, 'behind'],
    ['49.99 → far-behind', 49.99, 'far-behind'],
  ] as const)('progress bar colour %s', (_rule, progress, band) => {
    expect(goalProgressBand(progress)).toBe(band);
  });

  it('new goal defaults: deadline a year ahead (leap day → Feb 28), priority medium', () => {
    expect(newGoalDefaults('2025-06-15')).toEqual({ deadline: '2026-06-15', priority: 'medium' });
    expect(newGoalDefaults('2024-02-29').deadline).toBe('2025-02-28');
  });

  it('summary counts completed and at-risk goals', () => {
    expect(
      goalsSummary(
        [goal(100_000, '2025-02-01'), goal(10_000, '2025-02-01'), goal(10_000, '2026-02-01')],
        '2025-01-01',
      ),
    ).toEqual({ total: 3, completed: 1, atRisk: 1 });
  });
});

describe('budget from actuals and variance direction (chapter 13)', () => {
  it.each([
    // $10,050 + 10 % = $11,055
    [c(1_005_000), 10, 1_105_500],
    // $999.50 − 5 % = $949.525 → $950 (whole pesos)
    [c(99_950), -5, 95_000],
    // −100 % plans nothing
    [c(500_000), -100, 0],
    [c(0), 50, 0],
  ])('%i centavos %d %% → %i centavos', (actual, adjust, expected) => {
    expect(plannedFromActual(actual, adjust)).toBe(expected);
  });

  it('spending over plan and selling under plan go against the owner', () => {
    const line = (type: 'income' | 'expense', planned: number, actual: number) => ({
      type,
      plannedCentavos: c(planned),
      actualCentavos: c(actual),
    });
    expect(unfavourableVariance(line('expense', 100, 120))).toBe(true);
    expect(unfavourableVariance(line('expense', 100, 80))).toBe(false);
    expect(unfavourableVariance(line('income', 100, 80))).toBe(true);
    expect(unfavourableVariance(line('income', 100, 120))).toBe(false);
    expect(unfavourableVariance(line('income', 100, 100))).toBe(false);
  });
});

describe('planning insights (001 §9)', () => {
  const quiet = {
    budget: { lineCount: 0, accuracy: null, lowAccuracy: false, aboveProfitPlan: false },
    goals: { total: 0, completed: 0, atRisk: 0 },
    scenarios: { expectedProfitCentavos: null, baseProfitCentavos: null },
    worstScenario: null,
  };

  it('nothing to say without data', () => {
    expect(planningInsights(quiet)).toEqual([]);
  });

  it('accuracy 82.4 % warns in amber; 70 % in red; 85 % says nothing', () => {
    const codes = (accuracy: number) =>
      planningInsights({
        ...quiet,
        budget: { lineCount: 3, accuracy, lowAccuracy: accuracy < 85, aboveProfitPlan: false },
      }).map((i) => [i.code, i.tone]);
    expect(codes(82.4)).toEqual([['low-budget-accuracy', 'warning']]);
    expect(codes(70)).toEqual([['low-budget-accuracy', 'bad']]);
    expect(codes(85)).toEqual([]);
  });

  it('profit far above plan: "Superaste tu utilidad planeada", no warning', () => {
    const insights = planningInsights({
      ...quiet,
      budget: { lineCount: 2, accuracy: 70, lowAccuracy: false, aboveProfitPlan: true },
    });
    expect(insights.map((i) => [i.code, i.tone, i.title])).toEqual([
      ['profit-above-plan', 'good', 'Superaste tu utilidad planeada'],
    ]);
  });

  it('goals at risk, all completed, scenarios below base, a losing scenario', () => {
    const insights = planningInsights({
      budget: { lineCount: 0, accuracy: null, lowAccuracy: false, aboveProfitPlan: false },
      goals: { total: 2, completed: 0, atRisk: 2 },
      scenarios: { expectedProfitCentavos: c(4_059_000), baseProfitCentavos: c(4_500_000) },
      worstScenario: { name: 'Recorte', profitCentavos: c(-1_440_000) },
    });
    expect(insights.map((i) => i.code)).toEqual([
      'goals-at-risk',
      'expected-below-base',
      'worst-scenario-loss',
    ]);
    expect(insights[0]?.title).toBe('2 metas en riesgo');
    expect(insights[2]?.message).toContain('«Recorte»');
    expect(
      planningInsights({ ...quiet, goals: { total: 1, completed: 1, atRisk: 0 } })[0]?.code,
    ).toBe('all-goals-completed');
  });
});

import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  budgetAccuracyTone,
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

  it('accuracy = 100 − |variance| / (planned income − planned expenses) × 100', () => {
    // planned profit 50,000; lines vary by +3,000 and −1,000 → variance 2,000 → 96 %
    const s = budgetSummary([
      { type: 'income', plannedCentavos: c(10_000_000), actualCentavos: c(10_300_000) },
      { type: 'expense', plannedCentavos: c(5_000_000), actualCentavos: c(4_900_000) },
    ]);
    expect(s).toMatchObject({
      plannedIncomeCentavos: 10_000_000,
      plannedExpensesCentavos: 5_000_000,
      varianceCentavos: 200_000,
      accuracy: 96,
      accuracyTone: 'good',
      lowAccuracy: false,
    });
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
      { type: 'income', plannedCentavos: c(10_000), actualCentavos: c(10_000 + miss) },
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
    budget: { lineCount: 0, accuracy: null, lowAccuracy: false },
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
        budget: { lineCount: 3, accuracy, lowAccuracy: accuracy < 85 },
      }).map((i) => [i.code, i.tone]);
    expect(codes(82.4)).toEqual([['low-budget-accuracy', 'warning']]);
    expect(codes(70)).toEqual([['low-budget-accuracy', 'bad']]);
    expect(codes(85)).toEqual([]);
  });

  it('goals at risk, all completed, scenarios below base, a losing scenario', () => {
    const insights = planningInsights({
      budget: { lineCount: 0, accuracy: null, lowAccuracy: false },
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

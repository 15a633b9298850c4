import { describe, expect, it } from 'vitest';
import { isAnomaly, isLowCash, isOverdue } from './automation.ts';
import { learningProgress } from './learning.ts';
import { centavos as c } from './money.ts';

describe('automation thresholds (001 §9, chapter 4)', () => {
  it.each([
    ['4,999.99 MXN < 5,000 package threshold → low', c(499_999), undefined, true],
    ['exactly 5,000 → not low', c(500_000), undefined, false],
    ['9,999.99 < 10,000 sample threshold → low', c(999_999), c(1_000_000), true],
  ] as const)('low cash: %s', (_rule, balance, threshold, low) => {
    expect(isLowCash(balance, threshold)).toBe(low);
  });

  it.each([
    ['+25 % → not an anomaly', 125, 100, false],
    ['+25.01 % → anomaly', 125.01, 100, true],
    ['−25.01 % → anomaly', 74.99, 100, true],
    ['0 → 0 → nothing', 0, 0, false],
    ['0 → 10 → anomaly', 10, 0, true],
  ] as const)('anomaly: %s', (_rule, current, previous, anomaly) => {
    expect(isAnomaly(current, previous)).toBe(anomaly);
  });

  it.each([
    ['7 days late → not overdue yet', '2025-01-01', '2025-01-08', false],
    ['8 days late → overdue', '2025-01-01', '2025-01-09', true],
  ] as const)('overdue invoice: %s', (_rule, due, asOf, overdue) => {
    expect(isOverdue(due, asOf)).toBe(overdue);
  });
});

describe('learning progress (000 §4)', () => {
  const demo = [
    { status: 'completed', progress: 100, learningPath: 'foundation' },
    { status: 'in_progress', progress: 60, learningPath: 'foundation' },
    { status: 'available', progress: 0, learningPath: 'analysis' },
    { status: 'locked', progress: 0, learningPath: 'analysis' },
    { status: 'locked', progress: 0, learningPath: 'optimization' },
    { status: 'locked', progress: 0, learningPath: 'strategy' },
  ] as const;

  it('the demo company: (100 + 60) / 6 modules = 26.67 % → tip', () => {
    const p = learningProgress(demo);
    expect(p.overall).toBeCloseTo(160 / 6, 12);
    expect(p.message).toBe('tip');
    expect(p.byPath).toEqual({ foundation: 80, analysis: 0, optimization: 0, strategy: 0 });
  });

  it('exactly 30 % → no message; 80 % → praise', () => {
    expect(
      learningProgress([{ status: 'in_progress', progress: 30, learningPath: 'foundation' }])
        .message,
    ).toBe('none');
    expect(
      learningProgress([{ status: 'in_progress', progress: 80, learningPath: 'foundation' }])
        .message,
    ).toBe('praise');
  });

  it('no modules: null with a reason', () => {
    expect(learningProgress([])).toMatchObject({ overall: null, message: 'none' });
    expect(learningProgress([]).notes.overall).toBeTruthy();
  });
});

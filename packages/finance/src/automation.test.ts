import { describe, expect, it } from 'vitest';
import {
  categoryAnomalies,
  isAnomaly,
  isLowCash,
  isOverdue,
  overdueReceivables,
} from './automation.ts';
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

describe('categoryAnomalies', () => {
  const p = (pesos: number) => c(pesos * 100);
  it('flags a month more than 25 % above the average of the three before it', () => {
    const found = categoryAnomalies([
      // Average 10,000; 12,600 is 26 % above: flagged.
      {
        category: 'Insumos',
        currentCentavos: p(12_600),
        previousCentavos: [p(9_000), p(10_000), p(11_000)],
      },
      // Average 10,000; 12,500 is exactly 25 %: not more than 25 %.
      {
        category: 'Renta',
        currentCentavos: p(12_500),
        previousCentavos: [p(10_000), p(10_000), p(10_000)],
      },
      // Average 1,000 (a month without spending counts as 0); 3,000 is 200 % above.
      {
        category: 'Publicidad',
        currentCentavos: p(3_000),
        previousCentavos: [p(0), p(1_500), p(1_500)],
      },
      // No history: nothing to exceed.
      { category: 'Nueva', currentCentavos: p(5_000), previousCentavos: [] },
    ]);
    expect(
      found.map((f) => [f.category, Math.round(f.abovePercent), f.referenceCentavos, f.basis]),
    ).toEqual([
      ['Publicidad', 200, p(1_000), 'average'],
      ['Insumos', 26, p(10_000), 'average'],
    ]);
  });

  it('compares a once-a-year payment with its year, not with three empty months', () => {
    // The oven's yearly maintenance: 18,000 a year (a yearly fixed cost), paid in this month a
    // year ago and in no other. This month 18,950 is 950 / 18,000 = 5.28 % above: no alert.
    const oven = (current: number) => ({
      category: 'Mantenimiento',
      currentCentavos: p(current),
      previousCentavos: [...Array.from({ length: 11 }, () => p(0)), p(18_000)],
      yearlyFixedCentavos: p(18_000),
    });
    expect(categoryAnomalies([oven(18_950)])).toEqual([]);
    // An unexpected 6,000 on top: 24,950 is 6,950 / 18,000 = 38.61 % above: it fires.
    const [found] = categoryAnomalies([oven(24_950)]);
    expect(found?.frequency).toBe('occasional');
    expect(found?.referenceCentavos).toBe(p(18_000));
    expect(found?.comparedWith).toBe('el mismo mes del año pasado');
    expect(found?.abovePercent).toBeCloseTo(38.61, 2);
  });
});

describe('overdueReceivables', () => {
  it('open documents more than 7 days past due, oldest first', () => {
    const docs = [
      { id: 'a', dueDate: '2026-11-19', openCentavos: c(100) }, // 8 days: overdue
      { id: 'b', dueDate: '2026-11-20', openCentavos: c(100) }, // 7 days: not yet
      { id: 'c', dueDate: '2026-10-01', openCentavos: c(0) }, // paid
      { id: 'd', dueDate: '2026-09-30', openCentavos: c(5) }, // long overdue
    ];
    expect(overdueReceivables(docs, '2026-11-27').map((d) => d.id)).toEqual(['d', 'a']);
  });
});

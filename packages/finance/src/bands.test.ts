import { describe, expect, it } from 'vitest';
import {
  cashLevel,
  FIGURE_LEVEL_LABELS,
  FIGURE_LEVEL_RISKS,
  flowMarginLevel,
  healthScoreLevel,
  liquidityLevel,
  netMarginLevel,
  runwayLevel,
  worseLevel,
} from './bands.ts';
import { centavos as c } from './money.ts';

describe('one set of bands per figure (issue 31)', () => {
  it.each([
    ['net above 15 % of income → excellent', 15_001, 'excellent'],
    ['exactly 15 % → good (must exceed)', 15_000, 'good'],
    ['15.3 % (the demo) → excellent', 15_300, 'excellent'],
    ['just above 0 → good', 1, 'good'],
    ['exactly 0 → warning', 0, 'warning'],
    ['exactly −10 % → warning', -10_000, 'warning'],
    ['just beyond −10 % → critical', -10_001, 'critical'],
  ] as const)('flow margin on income 100,000: %s', (_rule, net, level) => {
    expect(flowMarginLevel(net, 100_000)).toBe(level);
  });

  it('flow margin without income: a loss is critical, nothing is a warning', () => {
    expect(flowMarginLevel(-1, 0)).toBe('critical');
    expect(flowMarginLevel(0, 0)).toBe('warning');
  });

  it.each([
    ['2.99 months → critical', 2.99, 'critical'],
    ['3 months → warning', 3, 'warning'],
    ['5.99 months → warning', 5.99, 'warning'],
    ['6 months → good', 6, 'good'],
    ['no limit → good', null, 'good'],
  ] as const)('runway: %s', (_rule, months, level) => {
    expect(runwayLevel(months)).toBe(level);
  });

  it('runway 1.7 months is a high risk (the same word for Maya and Alex)', () => {
    expect(FIGURE_LEVEL_RISKS[runwayLevel(1.7)]).toBe('high');
    expect(FIGURE_LEVEL_RISKS[runwayLevel(4)]).toBe('medium');
  });

  it.each([
    ['0.99 months of costs → critical', 0.99, 'critical'],
    ['1 month → warning', 1, 'warning'],
    ['1.7 months → warning', 1.7, 'warning'],
    ["2 months (the book's reserve) → good", 2, 'good'],
  ] as const)('liquidity: %s', (_rule, months, level) => {
    expect(liquidityLevel(months)).toBe(level);
  });

  it.each([
    ['15 % → excellent', 15, 'excellent'],
    ['14.99 % → good', 14.99, 'good'],
    ['5 % → good', 5, 'good'],
    ['0 % → warning', 0, 'warning'],
    ['−180 % → critical', -180, 'critical'],
  ] as const)('net margin: %s', (_rule, percent, level) => {
    expect(netMarginLevel(percent)).toBe(level);
  });

  it("health score: 80 good, 60 warning, the owner's line in place of 60", () => {
    expect(healthScoreLevel(80)).toBe('good');
    expect(healthScoreLevel(79)).toBe('warning');
    expect(healthScoreLevel(60)).toBe('warning');
    expect(healthScoreLevel(59)).toBe('critical');
    expect(healthScoreLevel(70, 75)).toBe('critical');
    // A line above 80 moves good up with it.
    expect(healthScoreLevel(85, 90)).toBe('critical');
    expect(healthScoreLevel(90, 90)).toBe('good');
  });

  it("cash: negative or under the owner's line is critical, else no verdict of its own", () => {
    expect(cashLevel(c(-1))).toBe('critical');
    expect(cashLevel(c(0))).toBeNull();
    expect(cashLevel(c(999_999), 1_000_000)).toBe('critical');
    expect(cashLevel(c(1_000_000), 1_000_000)).toBeNull();
    expect(cashLevel(null)).toBeNull();
  });

  it('the worse of two levels; a missing one raises nothing', () => {
    expect(worseLevel('excellent', 'warning')).toBe('warning');
    expect(worseLevel('critical', 'good')).toBe('critical');
    expect(worseLevel('good', null)).toBe('good');
    expect(worseLevel(null, null)).toBeNull();
  });

  it('the words are Spanish', () => {
    expect(Object.values(FIGURE_LEVEL_LABELS)).toEqual([
      'Excelente',
      'Bueno',
      'Precaución',
      'Crítico',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { closestDays, defaultPeriodDays } from './default-period.ts';

describe('the default period in days', () => {
  it.each([
    ['last_3_months', '2026-03-16', 90],
    ['last_6_months', '2026-03-16', 182],
    ['last_year', '2026-03-16', 365],
    // 1 January is day 1.
    ['ytd', '2026-01-01', 1],
    // 31 (January) + 28 (February) + 16 = 75.
    ['ytd', '2026-03-16', 75],
    // 2028 is a leap year: 31 + 29 + 16 = 76.
    ['ytd', '2028-03-16', 76],
    ['ytd', '2026-12-31', 365],
  ] as const)('%s on %s is %i days', (setting, today, days) => {
    expect(defaultPeriodDays(setting, today)).toBe(days);
  });
});

describe('the closest option', () => {
  it.each([
    [90, 90],
    [182, 90],
    [365, 90],
    [10, 7],
    // 18 is 11 from 7 and 12 from 30; 19 is 12 and 11.
    [18, 7],
    [19, 30],
    // 60 is 30 from both 30 and 90: the shorter one.
    [60, 30],
    [61, 90],
  ])('%i days among 7, 30 and 90 is %i', (days, expected) => {
    expect(closestDays(days, [7, 30, 90])).toBe(expected);
  });

  it('does not depend on the order of the options', () => {
    expect(closestDays(60, [90, 30, 7])).toBe(30);
    expect(closestDays(227, [365, 90])).toBe(90);
    expect(closestDays(228, [365, 90])).toBe(365);
  });
});

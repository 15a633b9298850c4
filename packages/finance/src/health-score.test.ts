import { describe, expect, it } from 'vitest';
import { bandTone, HEALTH_SCORE_BANDS, pointsFromBands } from './health-score.ts';

describe('health score bands (000 §9), at and around each threshold', () => {
  it.each([
    ['net margin ≥ 15 → 25', 'netMargin', 15, 25],
    ['net margin just under 15 → 15', 'netMargin', 14.99, 15],
    ['net margin ≥ 5 → 15', 'netMargin', 5, 15],
    ['net margin just under 5 → 5', 'netMargin', 4.99, 5],
    ['net margin exactly 0 → 5', 'netMargin', 0, 5],
    ['net margin below 0 → 0', 'netMargin', -0.01, 0],
    ['gross margin ≥ 70 → 25', 'grossMargin', 70, 25],
    ['gross margin just under 70 → 15', 'grossMargin', 69.99, 15],
    ['gross margin ≥ 50 → 15', 'grossMargin', 50, 15],
    ['gross margin ≥ 30 → 10', 'grossMargin', 30, 10],
    ['gross margin just under 30 → 0', 'grossMargin', 29.99, 0],
    ['margin of safety ≥ 30 → 25', 'marginOfSafety', 30, 25],
    ['margin of safety ≥ 15 → 15', 'marginOfSafety', 15, 15],
    ['margin of safety just under 15 → 10', 'marginOfSafety', 14.99, 10],
    ['margin of safety ≥ 5 → 10', 'marginOfSafety', 5, 10],
    ['margin of safety just under 5 → 0', 'marginOfSafety', 4.99, 0],
    ['contribution margin ≥ 60 → 25', 'contributionMargin', 60, 25],
    ['contribution margin ≥ 40 → 15', 'contributionMargin', 40, 15],
    ['contribution margin ≥ 20 → 10', 'contributionMargin', 20, 10],
    ['contribution margin just under 20 → 0', 'contributionMargin', 19.99, 0],
  ] as const)('%s', (_rule, part, value, points) => {
    expect(pointsFromBands(value, HEALTH_SCORE_BANDS[part])).toBe(points);
  });

  it('null (cannot be computed) earns no points', () => {
    expect(pointsFromBands(null, HEALTH_SCORE_BANDS.netMargin)).toBe(0);
  });
});

describe('the tone of a value on its bands', () => {
  it.each([
    ['net margin 15 (top band) → good', 'netMargin', 15, 'good'],
    ['net margin 0 (earns 5 points) → warning', 'netMargin', 0, 'warning'],
    ['net margin −0.01 (no points) → bad', 'netMargin', -0.01, 'bad'],
    ['gross margin 70 → good', 'grossMargin', 70, 'good'],
    ['gross margin 30 → warning', 'grossMargin', 30, 'warning'],
    ['gross margin 29.99 → bad', 'grossMargin', 29.99, 'bad'],
  ] as const)('%s', (_rule, part, value, tone) => {
    expect(bandTone(value, HEALTH_SCORE_BANDS[part])).toBe(tone);
  });
});

import { FIGURE_BANDS } from './bands.ts';
import { deepFreeze } from './numbers.ts';
import type { Tone } from './types.ts';

/** A threshold band: a value at or above `min` (a percent) earns `points`. */
export type ScoreBand = { readonly min: number; readonly points: number };

/**
 * Health score (spec 000 §9): up to 100, four parts of up to 25 each. A value at or above a
 * threshold earns its points; below the last threshold it earns 0. The spec gives no points for
 * the margin-of-safety and contribution-margin parts: we use 25/15/10, the same as gross margin.
 */
export const HEALTH_SCORE_BANDS = deepFreeze({
  maxPartPoints: 25,
  maxScore: 100,
  // The net margin's own bands (bands.ts): excellent, good, a warning.
  netMargin: [
    { min: FIGURE_BANDS.netMargin.excellentFrom, points: 25 },
    { min: FIGURE_BANDS.netMargin.goodFrom, points: 15 },
    { min: FIGURE_BANDS.netMargin.warningFrom, points: 5 },
  ],
  grossMargin: [
    { min: 70, points: 25 },
    { min: 50, points: 15 },
    { min: 30, points: 10 },
  ],
  // Points not given by the spec; chosen to match gross margin.
  marginOfSafety: [
    { min: 30, points: 25 },
    { min: 15, points: 15 },
    { min: 5, points: 10 },
  ],
  // Points not given by the spec; chosen to match gross margin.
  contributionMargin: [
    { min: 60, points: 25 },
    { min: 40, points: 15 },
    { min: 20, points: 10 },
  ],
} as const);

/** Points of the first band `value` reaches; 0 for null or below every band. Book: ch. 1. */
export function pointsFromBands(value: number | null, bands: readonly ScoreBand[]): number {
  if (value === null || !Number.isFinite(value)) return 0;
  for (const band of bands) if (value >= band.min) return band.points;
  return 0;
}

/**
 * The colour of a value on its health-score bands, so a figure shown on its own is judged by
 * the same numbers as the score: the top band is good, a lower band that still earns points is
 * a warning, no points is bad. Book: chapter 1.
 */
export function bandTone(value: number, bands: readonly ScoreBand[]): Tone {
  const [top] = bands;
  if (top && value >= top.min) return 'good';
  return pointsFromBands(value, bands) > 0 ? 'warning' : 'bad';
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks.ts';

describe('axisTicks', () => {
  // Worked by hand: the smallest step of 1, 2, 2.5, 5 × 10^n that needs at most 6 ticks.
  it.each([
    // The dashboard's odd axis (0, 95k, 190k, 285k): up to 285,000 a step of 50k takes
    // 0..300k = 7 ticks, so 100k: 0, 100k, 200k, 300k.
    { min: 0, max: 285_000, step: 100_000, ticks: [0, 100_000, 200_000, 300_000] },
    // Up to 250,000: 50k gives 0..250k, 6 ticks.
    {
      min: 0,
      max: 250_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000, 200_000, 250_000],
    },
    // Up to 12,000: 2k would be 0..12k, 7 ticks; 2.5k gives 0..12.5k, 6 ticks.
    { min: 0, max: 12_000, step: 2_500, ticks: [0, 2_500, 5_000, 7_500, 10_000, 12_500] },
    // A loss: -100,000 to 180,000. 50k: -100k..200k is 7 ticks; 100k: -100k..200k, 4 ticks.
    { min: -100_000, max: 180_000, step: 100_000, ticks: [-100_000, 0, 100_000, 200_000] },
    // Only negatives: zero stays on the axis. 20: -80..0, 5 ticks.
    { min: -73, max: -5, step: 20, ticks: [-80, -60, -40, -20, 0] },
    // Small fractions: 0.2 gives 0..1, 6 ticks.
    { min: 0.1, max: 0.9, step: 0.2, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] },
    // Nothing to show.
    { min: 0, max: 0, step: 1, ticks: [0, 1, 2, 3] },
  ])('$min to $max: a step of $step', ({ min, max, step, ticks }) => {
    expect(axisTicks(min, max)).toEqual({ step, ticks });
  });

  it('every tick is a multiple of a round step, 4 to 6 of them, covering the values and 0', () => {
    // Centavos of any size, and pesos with their cents.
    const value = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e8, max: 1e8 }).map((n) => n / 100),
    );
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const { step, ticks } = axisTicks(min, max);
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-9)).toBe(true);
        expect(ticks.length).toBeGreaterThanOrEqual(4);
        expect(ticks.length).toBeLessThanOrEqual(6);
        for (const tick of ticks) {
          const k = tick / step;
          expect(Math.abs(k - Math.round(k))).toBeLessThan(1e-9);
        }
        for (let i = 1; i < ticks.length; i++) {
          expect((ticks[i] ?? 0) - (ticks[i - 1] ?? 0)).toBeCloseTo(step, 6);
        }
        expect(ticks[0]).toBeLessThanOrEqual(Math.min(0, min));
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(0, max));
        expect(ticks).toContain(0);
      }),
      { numRuns: 500 },
    );
  });
});

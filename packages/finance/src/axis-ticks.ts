import { deepFreeze } from './numbers.ts';
/** The mantissas of a round step: a step is one of these times a power of ten. */
export const ROUND_STEP_MANTISSAS = deepFreeze([1, 2, 2.5, 5] as const);

export type AxisTicks = { step: number; ticks: number[] };

const MAX_TICKS = 6;

// Float noise of k × step (0.1 × 3 = 0.30000000000000004) is trimmed to 12 significant digits.
const clean = (value: number) => (value === 0 ? 0 : Number(value.toPrecision(12)));

/**
 * Round ticks for an axis that holds every value in [min, max] and zero: evenly spaced by a
 * step of 1, 2, 2.5 or 5 × 10^n, from the multiple of the step at or below the lowest value to
 * the one at or above the highest. The smallest such step that needs at most 6 ticks, which
 * always needs at least 4 (the next smaller step is at most half as big and needed 7).
 * Without a range (all zero, or narrower than 1e-9) the axis is 0 to 3.
 */
export function axisTicks(min: number, max: number): AxisTicks {
  const low = Math.min(0, min, max);
  const high = Math.max(0, min, max);
  if (!Number.isFinite(low) || !Number.isFinite(high) || high - low < 1e-9) {
    return { step: 1, ticks: [0, 1, 2, 3] };
  }
  let exponent = Math.floor(Math.log10((high - low) / MAX_TICKS)) - 1;
  for (;;) {
    for (const mantissa of ROUND_STEP_MANTISSAS) {
      const step = clean(mantissa * 10 ** exponent);
      const first = Math.floor(clean(low / step));
      const last = Math.ceil(clean(high / step));
      if (last - first + 1 <= MAX_TICKS) {
        const ticks = [];
        for (let k = first; k <= last; k++) ticks.push(clean(k * step));
        return { step, ticks };
      }
    }
    exponent += 1;
  }
}

import type { Centavos } from './money.ts';
import { ZERO_CENTAVOS } from './money.ts';

/**
 * Arithmetic shared by every module: rounding to centavos, guarded division and exact
 * allocation. Nothing here may produce NaN or Infinity.
 */

/**
 * Rounds a computed amount to whole centavos, half away from zero. The nudge of a few ulps
 * keeps binary noise (2.4999999999999996 meant as 2.5) from rounding the wrong way. Ch. 1.
 */
export function roundCentavos(amount: number): Centavos {
  // Non-finite values pass through unchanged so the property tests catch whoever made them;
  // hence casts, not `assertCentavos`, which would throw instead.
  if (!Number.isFinite(amount)) return amount as Centavos;
  const abs = Math.abs(amount);
  // From 2^52 up every double is already a whole number (beyond 2^53 not an exact one: it
  // passes through unchecked too, like the non-finite values).
  if (abs >= 2 ** 52) return amount as Centavos;
  const rounded = Math.round(abs + Math.max(1e-9, abs * 4 * Number.EPSILON));
  return (Math.sign(amount) * rounded || 0) as Centavos;
}

/**
 * An amount computed from centavos that may lie beyond the safe-integer range, as centavos
 * without the check `centavos()` and `sumCentavos()` make. Only for totals built on price ×
 * units (or customers × purchases): the contracts let those exceed 2^53 centavos, and
 * `roundCentavos` lets such values through, so what is built on them must too, for the
 * property tests to see them rather than an exception. Anywhere else, use the checked helpers.
 */
export function uncheckedCentavos(value: number): Centavos {
  return value as Centavos;
}

/** numerator / denominator; null unless the denominator is positive. Book: chapter 1. */
export function ratio(numerator: number, denominator: number): number | null {
  if (!(denominator > 0)) return null;
  const value = numerator / denominator;
  return Number.isFinite(value) ? value : null;
}

/** numerator / denominator × 100; null unless the denominator is positive. Book: ch. 1. */
export function percent(numerator: number, denominator: number): number | null {
  const value = ratio(numerator, denominator);
  if (value === null) return null;
  const scaled = value * 100;
  return Number.isFinite(scaled) ? scaled : null;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Splits an integer amount of centavos by weights so the parts add up to the amount exactly
 * (largest remainder). Book: chapter 3, weekly cash planning.
 */
export function allocateCentavos(total: Centavos, weights: readonly number[]): Centavos[] {
  const weightSum = sum(weights);
  if (!(weightSum > 0) || weights.length === 0) return weights.map(() => ZERO_CENTAVOS);
  const whole = roundCentavos(total);
  const sign = whole < 0 ? -1 : 1;
  const abs = Math.abs(whole);
  const exact = weights.map((weight) => (abs * weight) / weightSum);
  const parts = exact.map((value) => Math.floor(value));
  let left = abs - sum(parts);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  // Whole numbers by construction (floors plus whole remainders), so cast rather than check:
  // like `roundCentavos`, an out-of-range total passes through for the property tests.
  return parts.map((part) => (sign * part || 0) as Centavos);
}

/** Percent change from `previous` to `current`; null with no base to compare. Book: ch. 2. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const value = ((current - previous) / Math.abs(previous)) * 100;
  return Number.isFinite(value) ? value : null;
}

/**
 * Freezes an object and everything inside it, so the spec's constants cannot be changed by a
 * caller at run time (the `as const` types already forbid it at compile time).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

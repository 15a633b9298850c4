import { deepFreeze } from './numbers.ts';

/**
 * Discounting a series of cash flows and finding the rates at which it is worth nothing. The
 * series is indexed by period: `flows[0]` happens today (t0), `flows[t]` at the end of period t.
 * Rates here are fractions per period (0.01 = 1 % per period). Book: chapter 11.
 */

export type PeriodUnit = 'month' | 'year';

/**
 * The per-period rate equivalent to an annual rate in percent, as a fraction. A monthly series
 * is discounted at the equivalent compound monthly rate, (1 + r)^(1/12) − 1, not r / 12: twelve
 * months at that rate are exactly one year at r, so a monthly and a yearly series of the same
 * money have the same value and their TIR read on the same annual scale. Book: chapter 11.
 */
export function periodRate(annualPercent: number, unit: PeriodUnit): number {
  const annual = annualPercent / 100;
  return unit === 'year' ? annual : (1 + annual) ** (1 / 12) - 1;
}

/** A per-period rate (fraction) as the annual rate in percent it compounds to. Ch. 11. */
export function annualPercentOf(ratePerPeriod: number, unit: PeriodUnit): number {
  return (unit === 'year' ? ratePerPeriod : (1 + ratePerPeriod) ** 12 - 1) * 100;
}

/** Σ flows[t] / (1 + rate)^t, flows[0] at t0 undiscounted; Horner in 1 / (1 + rate). Ch. 11. */
export function presentValue(flows: readonly number[], ratePerPeriod: number): number {
  const v = 1 / (1 + ratePerPeriod);
  let total = 0;
  for (let t = flows.length - 1; t >= 0; t -= 1) total = total * v + (flows[t] ?? 0);
  return total;
}

/**
 * The present value times (1 + rate)^n: the same sign and the same zeros, but finite where
 * 1 / (1 + rate) is large (rates near −100 %), where `presentValue` overflows.
 */
function futureValue(flows: readonly number[], ratePerPeriod: number): number {
  const growth = 1 + ratePerPeriod;
  let total = 0;
  for (const flow of flows) total = total * growth + flow;
  return total;
}

/** Whichever of the two cannot overflow at this rate: both are zero at the same rates. */
function valueForRoots(flows: readonly number[], ratePerPeriod: number): number {
  return ratePerPeriod >= 0
    ? presentValue(flows, ratePerPeriod)
    : futureValue(flows, ratePerPeriod);
}

/** Sign changes of the series, zeros skipped: at most that many TIR (Descartes). Ch. 11. */
export function signChanges(flows: readonly number[]): number {
  let changes = 0;
  let last = 0;
  for (const flow of flows) {
    if (flow === 0) continue;
    if (last !== 0 && Math.sign(flow) !== Math.sign(last)) changes += 1;
    last = flow;
  }
  return changes;
}

/** The range searched for TIR, per period: from −99 % up to 10,000 %. */
export const IRR_SEARCH = deepFreeze({ lowest: -0.99, highest: 100, tolerance: 1e-12 });

/** Grid steps in ln(1 + rate): 0.002 is about 0.2 % of (1 + rate) between two points. */
const GRID_STEP = 0.002;

/**
 * Every per-period rate (fraction) at which the series' present value is zero, ascending. The
 * present value is sampled on a grid even in ln(1 + rate), so low rates are seen as finely as
 * high ones; each sign change between two points is a bracket refined by Brent's method. Two
 * TIR closer than one step (≈0.2 %), or a TIR where the value only touches zero, can be missed. Book: chapter 11.
 */
export function irrRoots(flows: readonly number[]): number[] {
  if (signChanges(flows) === 0) return [];
  const from = Math.log(1 + IRR_SEARCH.lowest);
  const to = Math.log(1 + IRR_SEARCH.highest);
  const steps = Math.ceil((to - from) / GRID_STEP);
  const roots: number[] = [];
  let previousRate = IRR_SEARCH.lowest;
  let previousValue = valueForRoots(flows, previousRate);
  if (previousValue === 0) roots.push(previousRate);
  for (let i = 1; i <= steps; i += 1) {
    const rate = Math.exp(from + ((to - from) * i) / steps) - 1;
    const value = valueForRoots(flows, rate);
    if (value === 0) roots.push(rate);
    else if (Number.isFinite(value) && Number.isFinite(previousValue)) {
      if (previousValue * value < 0) {
        roots.push(brent((r) => valueForRoots(flows, r), previousRate, rate, previousValue, value));
      }
    }
    previousRate = rate;
    previousValue = value;
  }
  return roots;
}

/**
 * Brent's method (Brent 1973, "zeroin"): a zero of `f` in [a, b], given f(a) and f(b) of opposite
 * signs. Inverse quadratic or secant steps when they stay inside the bracket, bisection when
 * they do not, so it converges like Newton near a simple root and never leaves the bracket.
 */
function brent(f: (x: number) => number, a0: number, b0: number, fa0: number, fb0: number) {
  let [a, b, fa, fb] = [a0, b0, fa0, fb0];
  let [c, fc] = [a, fa];
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < 200; iteration += 1) {
    if (fb * fc > 0) [c, fc, d, e] = [a, fa, b - a, b - a];
    if (Math.abs(fc) < Math.abs(fb)) [a, b, c, fa, fb, fc] = [b, c, b, fb, fc, fb];
    const tol = 2 * Number.EPSILON * Math.abs(b) + IRR_SEARCH.tolerance / 2;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}

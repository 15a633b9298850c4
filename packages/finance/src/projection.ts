import type { Centavos } from './money.ts';
import { clamp, deepFreeze, roundCentavos } from './numbers.ts';

/**
 * One projection rule for the owner's future (issue 31): cash flow's 12 months, growth's six and
 * planning's years start from the figures core's month (figures.ts) and grow at the same rate,
 * so their realistic line gives the same December. Each screen may draw its own scenarios
 * around that line (`PROJECTION_SCENARIOS`), never another line in its place.
 *
 * The spec gave three rules: cash flow 2 % a month with a ±10 % seasonal sine and expenses ×
 * 0.98, growth 2/4/7 % a month, planning 8 % a year with realistic costs × 1.02. We keep the
 * most prudent for a small business, planning's 8 % a year, as the default, and the owner's own
 * annual target (Crecimiento › Configuración) when they set one. Revenue and expenses grow
 * alike, so the margin holds: a projection is not a forecast of efficiency.
 */
export const PROJECTION_RULES = deepFreeze({
  defaultAnnualGrowthPercent: 8,
  /** What an owner's target is held to (the growth settings take 0 to 1,000 %). */
  minAnnualGrowthPercent: -100,
  maxAnnualGrowthPercent: 1000,
} as const);

/** The scenarios around the realistic line, as factors on its revenue and costs (001 §9). */
export const PROJECTION_SCENARIOS = deepFreeze({
  conservative: { revenue: 0.9, costs: 0.95 },
  realistic: { revenue: 1, costs: 1 },
  optimistic: { revenue: 1.15, costs: 1.05 },
} as const);

export type ProjectionScenario = keyof typeof PROJECTION_SCENARIOS;

export type ProjectionAssumptions = {
  annualGrowthPercent: number;
  /** The annual rate over 12, as the spec's planning and growth simulator apply it. */
  monthlyGrowth: number;
  source: 'owner' | 'default';
  /** Spanish, after "creciendo": "8 % al año (supuesto)", "30 % al año (tu meta)". */
  label: string;
};

/** The growth every projection applies: the owner's annual target, else 8 % a year. Ch. 14. */
export function projectionAssumptions(ownerAnnualPercent: number | null): ProjectionAssumptions {
  const r = PROJECTION_RULES;
  const own = ownerAnnualPercent !== null && Number.isFinite(ownerAnnualPercent);
  const annual = own
    ? clamp(ownerAnnualPercent, r.minAnnualGrowthPercent, r.maxAnnualGrowthPercent)
    : r.defaultAnnualGrowthPercent;
  const rate = annual.toLocaleString('es-MX', { maximumFractionDigits: 1 });
  return {
    annualGrowthPercent: annual,
    monthlyGrowth: annual / 100 / 12,
    source: own ? 'owner' : 'default',
    label: own ? `${rate} % al año (tu meta)` : `${rate} % al año (supuesto)`,
  };
}

/**
 * Month k after the base month (k = 1 is next month) on the realistic line, or on a scenario
 * around it: revenue and costs × (1 + monthly growth)^k × the scenario's factors. Ch. 14.
 */
export function projectedMonth(
  base: { revenueCentavos: Centavos; costsCentavos: Centavos },
  k: number,
  assumptions: ProjectionAssumptions,
  scenario: ProjectionScenario = 'realistic',
): { revenueCentavos: Centavos; costsCentavos: Centavos } {
  const growth = (1 + assumptions.monthlyGrowth) ** k;
  const factors = PROJECTION_SCENARIOS[scenario];
  return {
    revenueCentavos: roundCentavos(base.revenueCentavos * growth * factors.revenue),
    costsCentavos: roundCentavos(base.costsCentavos * growth * factors.costs),
  };
}

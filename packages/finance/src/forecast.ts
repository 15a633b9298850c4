import { monthKey, parseIsoDate } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { clamp, deepFreeze, ratio, roundCentavos } from './numbers.ts';
import {
  PROJECTION_SCENARIOS,
  type ProjectionAssumptions,
  type ProjectionScenario,
  projectedMonth,
} from './projection.ts';
import type { Notes } from './types.ts';

/**
 * Forecast (spec 001 §9 "Planning"): 36 months on the one projection rule (projection.ts: the
 * owner's growth, 8 % a year unless they set their own, as a monthly rate of annual/12).
 */
export const FORECAST_RULES = deepFreeze({
  months: 36,
  /** Ours: a longer horizon (the 5-year planning option) is allowed up to 10 years. */
  maxMonths: 120,
} as const);

export type ForecastCaseId = ProjectionScenario;

/**
 * Case multipliers on revenue and costs (spec 001 §9), the projection rule's scenarios; the
 * spec's realistic costs × 1.02 is gone, so the realistic line is the one every screen draws.
 */
export const FORECAST_CASES = PROJECTION_SCENARIOS;

export type ForecastFigures = {
  revenueCentavos: Centavos;
  costsCentavos: Centavos;
  profitCentavos: Centavos;
};

export type ForecastMonth = {
  /** `YYYY-MM`. */
  month: string;
  /** 1 for the month after `asOf`'s month. */
  index: number;
  cases: Record<ForecastCaseId, ForecastFigures>;
};

/**
 * Three-year forecast: month k (1..36 after the month of `asOf`) is the monthly revenue and
 * costs × (1 + monthly growth)^k, then × each case's factors (projection.ts). Book: ch. 14.
 */
export function forecast(input: {
  monthlyRevenueCentavos: Centavos;
  monthlyCostsCentavos: Centavos;
  asOf: string;
  months?: number;
  assumptions: ProjectionAssumptions;
}): ForecastMonth[] {
  parseIsoDate(input.asOf);
  const months = clamp(
    Math.floor(input.months ?? FORECAST_RULES.months),
    0,
    FORECAST_RULES.maxMonths,
  );
  const base = {
    revenueCentavos: input.monthlyRevenueCentavos,
    costsCentavos: input.monthlyCostsCentavos,
  };
  return Array.from({ length: months }, (_, i) => {
    const index = i + 1;
    const figures = (id: ForecastCaseId): ForecastFigures => {
      const m = projectedMonth(base, index, input.assumptions, id);
      return {
        revenueCentavos: m.revenueCentavos,
        costsCentavos: m.costsCentavos,
        profitCentavos: roundCentavos(m.revenueCentavos - m.costsCentavos),
      };
    };
    return {
      month: monthKey(input.asOf, index),
      index,
      cases: {
        conservative: figures('conservative'),
        realistic: figures('realistic'),
        optimistic: figures('optimistic'),
      },
    };
  });
}

export type PlanningScenario = {
  id: string;
  name: string;
  /** Percent, 0..100. */
  probability: number;
  /** Percent change of revenue (−20 = 20 % less). */
  revenueImpact: number;
  costImpact: number;
  description: string;
};

/**
 * Default planning scenarios. The spec gives only the probabilities (25/50/20/5 %); the
 * revenue and cost impacts are ours, chosen as plausible shocks for a small Mexican business.
 */
export const PLANNING_SCENARIO_DEFAULTS = deepFreeze([
  {
    id: 'optimistic',
    name: 'Optimista',
    probability: 25,
    revenueImpact: 20,
    costImpact: 10,
    description: 'Las ventas crecen más de lo esperado.',
  },
  {
    id: 'base',
    name: 'Base',
    probability: 50,
    revenueImpact: 0,
    costImpact: 0,
    description: 'El negocio sigue como hoy.',
  },
  {
    id: 'recession',
    name: 'Recesión',
    probability: 20,
    revenueImpact: -20,
    costImpact: -5,
    description: 'La demanda cae por la economía.',
  },
  {
    id: 'sector-crisis',
    name: 'Crisis del sector',
    probability: 5,
    revenueImpact: -40,
    costImpact: -10,
    description: 'Un golpe fuerte al giro del negocio.',
  },
] as const satisfies readonly PlanningScenario[]);

export type ScenarioOutcome = {
  id: string;
  revenueCentavos: Centavos;
  costsCentavos: Centavos;
  profitCentavos: Centavos;
  /** Profit change against the base figures. */
  profitImpactCentavos: Centavos;
};

export type ScenarioAnalysis = {
  outcomes: ScenarioOutcome[];
  /** Probability-weighted profit; null when the probabilities add up to 0. */
  expectedProfitCentavos: Centavos | null;
  /** Sum of the probabilities, percent (100 when the set is complete). */
  totalProbability: number;
  notes: Notes<ScenarioAnalysis>;
};

/**
 * Applies each scenario's revenue and cost impacts to the monthly figures and weights the
 * profits by probability. Book: chapter 15 (scenario analysis with probabilities).
 */
export function scenarioAnalysis(
  base: { monthlyRevenueCentavos: Centavos; monthlyCostsCentavos: Centavos },
  scenarios: readonly PlanningScenario[],
): ScenarioAnalysis {
  const baseProfit = centavos(base.monthlyRevenueCentavos - base.monthlyCostsCentavos);
  const outcomes = scenarios.map((s): ScenarioOutcome => {
    const revenue = roundCentavos(base.monthlyRevenueCentavos * (1 + s.revenueImpact / 100));
    const costs = roundCentavos(base.monthlyCostsCentavos * (1 + s.costImpact / 100));
    const profit = centavos(revenue - costs);
    return {
      id: s.id,
      revenueCentavos: revenue,
      costsCentavos: costs,
      profitCentavos: profit,
      profitImpactCentavos: centavos(profit - baseProfit),
    };
  });
  const totalProbability = scenarios.reduce((acc, s) => acc + s.probability, 0);
  const weighted = outcomes.reduce(
    (acc, o, i) => acc + o.profitCentavos * (scenarios[i]?.probability ?? 0),
    0,
  );
  const expected = ratio(weighted, totalProbability);
  return {
    outcomes,
    expectedProfitCentavos: expected === null ? null : roundCentavos(expected),
    totalProbability,
    notes:
      expected === null
        ? { expectedProfitCentavos: 'Sin probabilidades asignadas no hay utilidad esperada.' }
        : {},
  };
}

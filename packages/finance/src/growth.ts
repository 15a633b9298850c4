import { monthKey, parseIsoDate } from './dates.ts';
import { DEFAULT_SIMULATION_PROFIT_MARGIN_PERCENT, growthReturns } from './growth-returns.ts';
import type { Centavos } from './money.ts';
import { centavos, ZERO_CENTAVOS } from './money.ts';
import { clamp, deepFreeze, percent, roundCentavos } from './numbers.ts';
import {
  type ProjectionAssumptions,
  type ProjectionScenario,
  projectedMonth,
} from './projection.ts';
import type { Notes, RiskLevel } from './types.ts';

const NO_INVESTMENT = 'Sin inversión no hay retorno que medir.';

export type GrowthScenarioId = 'conservative' | 'realistic' | 'aggressive';

/** Growth projection (spec 001 §9 "Growth"): 115,000 MXN only when there is no revenue yet. */
export const GROWTH_PROJECTION = deepFreeze({
  defaultBaseRevenueCentavos: centavos(11_500_000),
  months: 6,
} as const);

/**
 * The projection lines: the one projection rule's (projection.ts) realistic line and the
 * scenarios around it. The spec's 2/4/7 % a month gave growth a future of its own.
 */
export const GROWTH_PROJECTION_SCENARIOS = deepFreeze({
  conservative: 'conservative',
  realistic: 'realistic',
  aggressive: 'optimistic',
} as const satisfies Record<GrowthScenarioId, ProjectionScenario>);

export const DEFAULT_GROWTH_SCENARIO: GrowthScenarioId = 'realistic';

export type GrowthScenario = {
  id: GrowthScenarioId;
  name: string;
  description: string;
  investmentCentavos: Centavos;
  expectedReturnCentavos: Centavos;
  /** Months. */
  timeframe: number;
  risk: RiskLevel;
  /** Percent. */
  probability: number;
};

/** The three growth scenarios (spec 001 §9); descriptions are ours. */
export const GROWTH_SCENARIOS = deepFreeze({
  conservative: {
    id: 'conservative',
    name: 'Conservador',
    description: 'Crecer con lo que ya funciona, con poca inversión.',
    investmentCentavos: centavos(5_000_000),
    expectedReturnCentavos: centavos(18_000_000),
    timeframe: 12,
    risk: 'low',
    probability: 85,
  },
  realistic: {
    id: 'realistic',
    name: 'Realista',
    description: 'Invertir en canales probados y un poco de capacidad.',
    investmentCentavos: centavos(12_000_000),
    expectedReturnCentavos: centavos(35_000_000),
    timeframe: 10,
    risk: 'medium',
    probability: 70,
  },
  aggressive: {
    id: 'aggressive',
    name: 'Agresivo',
    description: 'Apostar por nuevos mercados y productos.',
    investmentCentavos: centavos(25_000_000),
    expectedReturnCentavos: centavos(60_000_000),
    timeframe: 8,
    risk: 'high',
    probability: 45,
  },
} as const satisfies Record<GrowthScenarioId, GrowthScenario>);

/** Simulator options (spec 001 §9). */
export const GROWTH_SIMULATOR = deepFreeze({
  periodOptions: [6, 12, 24, 36],
  checkpoints: [3, 6, 9, 12],
  /** Ours: a period is clamped to 10 years. */
  maxPeriodMonths: 120,
} as const);

/** KPI targets as multiples of today's value (spec 001 §9). Lower is better for the COCA. */
export const GROWTH_KPI_TARGETS = deepFreeze({
  revenue: 1.5,
  customers: 1.4,
  margin: 1.2,
  acquisitionCost: 0.85,
} as const);

/** Defaults of the growth profile (spec 001 §3). */
export const GROWTH_DEFAULTS = deepFreeze({
  totalCustomers: 300,
  monthsOperating: 24,
  targetGrowthRate: 25,
  riskTolerance: 'medium',
} as const);

/** Synthetic history, only where the company has none (DECISIONS.md): labelled an estimate. */
export const SYNTHETIC_HISTORY = deepFreeze({
  annualGrowth: 0.12,
  costShareOfRevenue: 0.65,
  rangeMonths: { '3m': 3, '6m': 6, '1y': 12, '2y': 24 },
} as const);

export type SimulatedRoi = { roi: number | null; notes: Notes<SimulatedRoi> };

/** Simulated ROI = (return − investment) / investment × 100. Book: chapter 15. */
export function simulatedRoi(
  scenario: Pick<GrowthScenario, 'investmentCentavos' | 'expectedReturnCentavos'>,
): SimulatedRoi {
  const roi = percent(
    scenario.expectedReturnCentavos - scenario.investmentCentavos,
    scenario.investmentCentavos,
  );
  return { roi, notes: roi === null ? { roi: NO_INVESTMENT } : {} };
}

/** Default monthly growth of the simulator: the annual target / 12, percent. Book: ch. 15. */
export function defaultMonthlyGrowthPercent(
  annualTargetPercent: number = GROWTH_DEFAULTS.targetGrowthRate,
): number {
  return annualTargetPercent / 12;
}

export type GrowthProjectionMonth = { month: string; index: number } & Record<
  GrowthScenarioId,
  Centavos
>;

/**
 * Six-month projection, one line per scenario: month k (1..6 after the month of `asOf`) is the
 * base × (1 + rate)^k. The base is the company's monthly revenue; 115,000 MXN only without one
 * (`estimated`). Book: chapter 15.
 */
export function growthProjection(input: {
  baseRevenueCentavos: Centavos | null;
  asOf: string;
  assumptions: ProjectionAssumptions;
}): {
  estimated: boolean;
  months: GrowthProjectionMonth[];
} {
  parseIsoDate(input.asOf);
  const estimated = !(input.baseRevenueCentavos !== null && input.baseRevenueCentavos > 0);
  const base = {
    revenueCentavos: estimated
      ? GROWTH_PROJECTION.defaultBaseRevenueCentavos
      : (input.baseRevenueCentavos ?? ZERO_CENTAVOS),
    costsCentavos: ZERO_CENTAVOS,
  };
  const at = (id: GrowthScenarioId, k: number) =>
    projectedMonth(base, k, input.assumptions, GROWTH_PROJECTION_SCENARIOS[id]).revenueCentavos;
  const months = Array.from({ length: GROWTH_PROJECTION.months }, (_, i) => {
    const index = i + 1;
    return {
      month: monthKey(input.asOf, index),
      index,
      conservative: at('conservative', index),
      realistic: at('realistic', index),
      aggressive: at('aggressive', index),
    };
  });
  return { estimated, months };
}

export type GrowthSimulation = {
  scenario: GrowthScenarioId;
  /** Revenue at the end of the period. */
  projectedRevenueCentavos: Centavos;
  /** Revenue at months 3, 6, 9 and 12. */
  checkpoints: { month: number; revenueCentavos: Centavos }[];
  /** The profit the simulated growth adds over the period, over today's revenue. */
  incrementalProfitCentavos: Centavos;
  /** The share of each extra peso taken as profit, percent. */
  profitMarginPercent: number;
  /** (incremental profit − investment) ÷ investment × 100. */
  roi: number | null;
  /** Months until the incremental profit repays the investment; null when it does not. */
  timeToBreakeven: number | null;
  riskLevel: RiskLevel;
  /** The card's probability, lower for a plan asking more than the card; 0 if it never pays. */
  probability: number;
  notes: Notes<GrowthSimulation>;
};

/**
 * Runs the simulator, every field in the computation: revenue compounding at the monthly growth
 * (default annual target / 12) over the period; the profit that growth adds over today's
 * revenue (at `profitMarginPercent`, the company's margin or 35 %) against the owner's
 * investment gives the ROI, the months to recover it and the probability (`growthReturns`,
 * issue 33: before, they came from the card's fixed return whatever the growth). `scenario` may
 * carry the owner's own figures for it (the company's edited scenario cards); the investment
 * defaults to the scenario's. Book: chapter 15.
 */
export function simulateGrowth(input: {
  scenario: GrowthScenarioId;
  baseRevenueCentavos: Centavos;
  periodMonths: number;
  monthlyGrowthPercent?: number;
  investmentCentavos?: Centavos;
  profitMarginPercent?: number;
  scenarioFigures?: Pick<
    GrowthScenario,
    'expectedReturnCentavos' | 'timeframe' | 'risk' | 'probability' | 'investmentCentavos'
  >;
}): GrowthSimulation {
  const base = { ...GROWTH_SCENARIOS[input.scenario], ...input.scenarioFigures };
  const scenario = {
    ...base,
    investmentCentavos: input.investmentCentavos ?? base.investmentCentavos,
  };
  // A month can at worst lose everything (−100 %); above +1000 % a month is no longer a plan.
  const rate = clamp(input.monthlyGrowthPercent ?? defaultMonthlyGrowthPercent(), -100, 1000) / 100;
  const at = (months: number) => roundCentavos(input.baseRevenueCentavos * (1 + rate) ** months);
  const period = clamp(Math.floor(input.periodMonths), 0, GROWTH_SIMULATOR.maxPeriodMonths);
  const margin = input.profitMarginPercent ?? DEFAULT_SIMULATION_PROFIT_MARGIN_PERCENT;
  const r = growthReturns({
    baseRevenueCentavos: input.baseRevenueCentavos,
    monthlyGrowth: rate,
    periodMonths: period,
    profitMarginPercent: margin,
    investmentCentavos: scenario.investmentCentavos,
    card: scenario,
  });
  const notes: Notes<GrowthSimulation> = {};
  if (r.notes.roi) notes.roi = r.notes.roi;
  if (r.notes.paybackMonths) notes.timeToBreakeven = r.notes.paybackMonths;
  return {
    scenario: input.scenario,
    projectedRevenueCentavos: at(period),
    checkpoints: GROWTH_SIMULATOR.checkpoints.map((month) => ({
      month,
      revenueCentavos: at(month),
    })),
    incrementalProfitCentavos: r.incrementalProfitCentavos,
    profitMarginPercent: margin,
    roi: r.roi,
    timeToBreakeven: r.paybackMonths,
    riskLevel: scenario.risk,
    probability: r.probability,
    notes,
  };
}

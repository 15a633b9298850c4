import { GROWTH_SCENARIOS, GROWTH_SIMULATOR } from '@caudal/finance';
import { count, money, moneyInput, months, percent } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * Growth (issue 18; spec 001 §2 "Growth", §3 Growth scenario and Simulation result, §9): the
 * simulator, computed by the server from the company's own monthly revenue, and the history of
 * the simulations the owner keeps.
 */

export const GROWTH_SCENARIO_IDS = Object.keys(GROWTH_SCENARIOS) as [
  keyof typeof GROWTH_SCENARIOS,
  ...(keyof typeof GROWTH_SCENARIOS)[],
];
const PERIOD_ERROR = 'El periodo debe ser de 6, 12, 24 o 36 meses';

/** POST /api/growth/simulate and the input a saved simulation keeps. */
export const SimulationInputSchema = z.strictObject({
  scenario: z.enum(GROWTH_SCENARIO_IDS, {
    error: 'El escenario debe ser conservative, realistic o aggressive',
  }),
  investment: moneyInput('La inversión', { positive: true }),
  periodMonths: months(PERIOD_ERROR).refine(
    (v) => (GROWTH_SIMULATOR.periodOptions as readonly number[]).includes(v),
    { error: PERIOD_ERROR },
  ),
  /** Percent a month; the screen proposes the annual target / 12. */
  monthlyGrowth: percent('El crecimiento mensual debe ser un número')
    .min(-100, { error: 'El crecimiento mensual no puede ser menor a −100 %' })
    .max(100, { error: 'El crecimiento mensual debe ser como máximo 100 %' }),
});
export type SimulationInput = z.input<typeof SimulationInputSchema>;

export const SimulationResultSchema = z.object({
  scenario: z.enum(GROWTH_SCENARIO_IDS),
  /** The company's typical month's revenue the simulation starts from (115,000 without one). */
  baseRevenue: money(),
  baseEstimated: z.boolean(),
  projectedRevenue: money(),
  checkpoints: z.array(z.object({ month: count(), revenue: money() })),
  roi: percent().nullable(),
  timeToBreakeven: months().nullable(),
  riskLevel: z.enum(['low', 'medium', 'high']),
  probability: percent(),
  /** Spanish: why a figure is missing or estimated. */
  notes: z.array(z.string()),
});
export type SimulationResult = z.infer<typeof SimulationResultSchema>;

/** POST /api/growth/simulations: the simulation is computed again by the server and kept. */
export const SaveSimulationRequestSchema = z.strictObject({
  input: SimulationInputSchema,
});

export const SavedSimulationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  input: SimulationInputSchema,
  result: SimulationResultSchema,
});
export type SavedSimulation = z.infer<typeof SavedSimulationSchema>;
export const SavedSimulationsSchema = z.object({ simulations: z.array(SavedSimulationSchema) });

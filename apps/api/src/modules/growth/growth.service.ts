import type {
  SavedSimulation,
  SimulationInputSchema,
  SimulationResult,
  z,
} from '@caudal/contracts';
import { type Centavos, GROWTH_PROJECTION, simulateGrowth } from '@caudal/finance';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { growthSimulations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { cashFlowScreen } from '../cash-flow/cash-flow.service.ts';

type Input = z.output<typeof SimulationInputSchema>;

const NOT_FOUND = 'Simulación no encontrada';

/**
 * The simulator over the company's typical month's revenue (the cash-flow page's, as planning
 * and Maya read it); 115,000 MXN only for a company without one, said so.
 */
export async function simulate(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  input: Input,
): Promise<SimulationResult> {
  const cash = await cashFlowScreen(db, company, asOf);
  const monthly = cash.hasData ? cash.periods.monthly?.income : undefined;
  const estimated = !(monthly !== undefined && monthly > 0);
  const base = (estimated ? GROWTH_PROJECTION.defaultBaseRevenueCentavos : monthly) as Centavos;
  const s = simulateGrowth({
    scenario: input.scenario,
    baseRevenueCentavos: base,
    periodMonths: input.periodMonths,
    monthlyGrowthPercent: input.monthlyGrowth,
    investmentCentavos: input.investment,
  });
  const notes = Object.values(s.notes).filter((n): n is string => typeof n === 'string');
  if (estimated) {
    notes.unshift(
      'Aún no tienes un mes de ventas registrado: la simulación parte de $115,000 al mes, una estimación.',
    );
  }
  return {
    scenario: s.scenario,
    baseRevenue: base,
    baseEstimated: estimated,
    projectedRevenue: s.projectedRevenueCentavos,
    checkpoints: s.checkpoints.map((c) => ({ month: c.month, revenue: c.revenueCentavos })),
    roi: s.roi,
    timeToBreakeven: s.timeToBreakeven,
    riskLevel: s.riskLevel,
    probability: s.probability,
    notes,
  };
}

const view = (row: typeof growthSimulations.$inferSelect): SavedSimulation => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  input: row.input as unknown as SavedSimulation['input'],
  result: row.result as unknown as SimulationResult,
});

export async function listSimulations(db: Queryable, companyId: string) {
  const rows = await db
    .select()
    .from(growthSimulations)
    .where(eq(growthSimulations.companyId, companyId))
    .orderBy(desc(growthSimulations.createdAt), desc(growthSimulations.id));
  return rows.map(view);
}

/** Computes the simulation again (never trusting a result sent by the client) and keeps it. */
export async function saveSimulation(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  input: Input,
) {
  const result = await simulate(db, company, asOf, input);
  const [row] = await db
    .insert(growthSimulations)
    .values({
      companyId: company.companyId,
      input: input as unknown as Record<string, unknown>,
      result: result as unknown as Record<string, unknown>,
    })
    .returning();
  if (!row) throw new Error('simulation not stored');
  return view(row);
}

export async function deleteSimulation(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .delete(growthSimulations)
    .where(and(eq(growthSimulations.companyId, companyId), eq(growthSimulations.id, id)))
    .returning({ id: growthSimulations.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

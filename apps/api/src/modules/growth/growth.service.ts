import type {
  BusinessSettings,
  BusinessSettingsInputSchema,
  GrowthActionPlan,
  GrowthKpiTargetsInputSchema,
  GrowthScenarioCard,
  GrowthScenarioInputSchema,
  GrowthStage,
  GrowthView,
  SavedSimulation,
  SimulationInputSchema,
  SimulationResult,
  z,
} from '@caudal/contracts';
import {
  actionTaskDue,
  centavos,
  defaultMonthlyGrowthPercent,
  type GrowthScenarioCard as FinanceScenarioCard,
  GROWTH_ACTION_PLAN,
  GROWTH_DEFAULTS,
  type GrowthActionTask,
  type GrowthScenarioId,
  type GrowthViewInput,
  growthBase,
  growthScenarioCards,
  growthView,
  type ScenarioFigures,
  simulateGrowth,
} from '@caudal/finance';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { growthSimulations } from '../../db/schema/index.ts';
import { loadCompanyFigures } from '../../figures/index.ts';
import { formatPercent } from '../../lib/format.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { unitEconomicsScreen } from '../unit-economics/index.ts';
import {
  type GrowthProfile,
  type GrowthSettingsRow,
  loadGrowthInputs,
  saveBusiness,
  saveKpiTargets,
  saveScenario,
  saveTaskDone,
} from './growth.repository.ts';

type Input = z.output<typeof SimulationInputSchema>;

const NOT_FOUND = 'Simulación no encontrada';

/** The company's growth inputs in finance's terms: months, settings, profile, customers. */
async function growthInputs(db: Queryable, company: CompanyAt, asOf: string) {
  const [{ months, settings, profile }, ue, figures] = await Promise.all([
    loadGrowthInputs(db, company.companyId, asOf),
    unitEconomicsScreen(db, company, asOf),
    loadCompanyFigures(db, company, asOf),
  ]);
  // Only months the owner recorded: customers are never estimated (issue 31).
  const customerMonth = (m: (typeof ue.history)[number] | undefined) =>
    m === undefined || m.activeCustomers === null || m.newCustomers === null
      ? null
      : {
          activeCustomers: m.activeCustomers,
          newCustomers: m.newCustomers,
          marketingSpendCentavos: m.marketingSpend,
        };
  const current = customerMonth(ue.customers);
  const input: GrowthViewInput = {
    asOf,
    figures,
    months,
    customers: current ? { current, previous: customerMonth(ue.history.at(-2)) } : null,
    ownerTargets: settings.kpiTargets,
    ownerScenarios: settings.scenarios,
    statedRevenueCentavos: settings.business?.monthlyRevenue ?? null,
  };
  return { input, settings, profile };
}

const DEADLINE_UNITS = (d: GrowthActionTask['deadline']) =>
  'days' in d
    ? d.days % 7 === 0
      ? `En ${d.days / 7} semanas`
      : `En ${d.days} días`
    : d.months === 1
      ? 'En 1 mes'
      : `En ${d.months} meses`;

export function actionPlanView(
  plan: Pick<GrowthSettingsRow, 'planStartedOn' | 'planDone'>,
): GrowthActionPlan {
  const started = plan.planStartedOn;
  return {
    startedOn: started,
    tasks: GROWTH_ACTION_PLAN.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      priority: t.priority,
      deadlineLabel: DEADLINE_UNITS(t.deadline),
      due: started ? actionTaskDue(t, started) : null,
      done: plan.planDone[t.id] !== undefined,
      doneOn: plan.planDone[t.id] ?? null,
      chapter: t.chapter,
    })),
  };
}

/** A scenario card in the wire's names (centavos until the response is encoded). */
const scenarioCardView = (s: FinanceScenarioCard): GrowthScenarioCard => ({
  id: s.id,
  name: s.name,
  description: s.description,
  investment: s.investmentCentavos,
  expectedReturn: s.expectedReturnCentavos,
  timeframe: s.timeframe,
  risk: s.risk,
  probability: s.probability,
  roi: s.roi,
  timeToBreakeven: s.timeToBreakeven,
  edited: s.edited,
});

const KPI_UNITS = { revenue: 'MXN', customers: 'clientes', margin: '%', acquisitionCost: 'MXN' };

/** Months since the company was founded, else since its first recorded month, else §3's 24. */
function monthsOperating(
  profile: GrowthProfile,
  months: readonly { month: string }[],
  asOf: string,
) {
  const since = profile.foundedDate?.slice(0, 7) ?? months[0]?.month;
  if (!since) return GROWTH_DEFAULTS.monthsOperating;
  const [y1, m1] = since.split('-').map(Number) as [number, number];
  const [y2, m2] = asOf.slice(0, 7).split('-').map(Number) as [number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1));
}

/** GET /api/growth/view: finance's growth view over the company's data and settings. */
export async function growthScreen(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<GrowthView> {
  const { input, settings, profile } = await growthInputs(db, company, asOf);
  const view = growthView(input);
  const business = settings.business;
  const targetGrowthRate = business?.targetGrowthRate ?? GROWTH_DEFAULTS.targetGrowthRate;
  return {
    asOf,
    base: { revenue: view.base.revenueCentavos, source: view.base.source },
    projectionRule: view.projectionRule,
    kpis: view.kpis.map(
      (k) =>
        ({
          key: k.key,
          unit: KPI_UNITS[k.key],
          name: k.name,
          current: k.current,
          target: k.target,
          targetSource: k.targetSource,
          growth: k.growth,
          growthIn: k.growthIn,
          trend: k.trend,
          changeTone: k.changeTone,
          progress: k.progress,
          note: k.notes.current ?? k.notes.progress ?? k.notes.growth ?? null,
        }) as GrowthView['kpis'][number],
    ),
    history: view.history.map((h) => ({
      month: h.month,
      revenue: h.revenueCentavos,
      expenses: h.expensesCentavos,
      profit: h.profitCentavos,
      estimated: h.estimated,
    })),
    projection: view.projection.map(({ month, conservative, realistic, aggressive }) => ({
      month,
      conservative,
      realistic,
      aggressive,
    })),
    scenarios: view.scenarios.map(scenarioCardView),
    defaultMonthlyGrowth: defaultMonthlyGrowthPercent(targetGrowthRate),
    settings: business
      ? { ...business, saved: true }
      : {
          industry: profile.industry,
          businessStage: profile.stage as GrowthStage | null,
          // Whole pesos: the settings form takes integers (§5).
          monthlyRevenue: centavos(
            view.base.source === 'entries' ? Math.round(view.base.revenueCentavos / 100) * 100 : 0,
          ),
          employeeCount: profile.employees,
          monthsOperating: monthsOperating(profile, input.months, asOf),
          targetGrowthRate,
          riskTolerance: GROWTH_DEFAULTS.riskTolerance,
          saved: false,
        },
    actionPlan: actionPlanView(settings),
    notes: view.notes,
  };
}

/**
 * The simulator over the same base as the screen (the typical month's revenue, else the
 * owner's stated one, else 115,000 MXN, said so) and the company's own scenario figures.
 */
export async function simulate(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  input: Input,
): Promise<SimulationResult> {
  // The owner's settings and the figures core's month: the simulator needs no customers.
  const [{ settings }, figures] = await Promise.all([
    loadGrowthInputs(db, company.companyId, asOf),
    loadCompanyFigures(db, company, asOf),
  ]);
  const base = growthBase(figures, settings.business?.monthlyRevenue ?? null);
  // Each extra peso leaves what a peso leaves today (the recorded net margin), else 35 %.
  const ownMargin =
    figures.basis.source === 'recorded' && (figures.netMargin.value ?? 0) > 0
      ? figures.netMargin.value
      : null;
  const s = simulateGrowth({
    scenario: input.scenario,
    baseRevenueCentavos: base.revenueCentavos,
    periodMonths: input.periodMonths,
    monthlyGrowthPercent: input.monthlyGrowth,
    investmentCentavos: input.investment,
    ...(ownMargin === null ? {} : { profitMarginPercent: ownMargin }),
    scenarioFigures: settings.scenarios[input.scenario],
  });
  const notes = Object.values(s.notes).filter((n): n is string => typeof n === 'string');
  notes.push(
    ownMargin === null
      ? `Sin un margen neto positivo registrado, cada peso extra de ventas se toma con ${formatPercent(s.profitMarginPercent)} de utilidad.`
      : `Cada peso extra de ventas deja lo que hoy deja tu margen neto: ${formatPercent(s.profitMarginPercent)}.`,
  );
  if (base.source === 'catalogue') {
    notes.unshift(
      'Aún no tienes ventas recientes registradas: la simulación parte del estimado con tus productos y costos.',
    );
  } else if (base.source === 'estimated') {
    notes.unshift(
      'Aún no tienes un mes de ventas registrado: la simulación parte de $115,000 al mes, una estimación.',
    );
  } else if (base.source === 'settings') {
    notes.unshift(
      'Aún no tienes un mes de ventas registrado: la simulación parte de los ingresos mensuales de tu configuración.',
    );
  }
  return {
    scenario: s.scenario,
    baseRevenue: base.revenueCentavos,
    baseEstimated: base.source !== 'entries',
    projectedRevenue: s.projectedRevenueCentavos,
    checkpoints: s.checkpoints.map((c) => ({ month: c.month, revenue: c.revenueCentavos })),
    incrementalProfit: s.incrementalProfitCentavos,
    profitMargin: s.profitMarginPercent,
    roi: s.roi,
    timeToBreakeven: s.timeToBreakeven,
    riskLevel: s.riskLevel,
    probability: s.probability,
    notes,
  };
}

export async function updateBusinessSettings(
  db: Queryable,
  companyId: string,
  input: z.output<typeof BusinessSettingsInputSchema>,
): Promise<BusinessSettings> {
  await saveBusiness(db, companyId, input);
  return { ...input, saved: true };
}

export async function updateKpiTargets(
  db: Queryable,
  companyId: string,
  input: z.output<typeof GrowthKpiTargetsInputSchema>,
) {
  const own = Object.fromEntries(
    Object.entries(input).filter((e): e is [string, number] => e[1] !== null),
  );
  await saveKpiTargets(db, companyId, own);
}

export async function updateScenario(
  db: Queryable,
  companyId: string,
  id: GrowthScenarioId,
  input: z.output<typeof GrowthScenarioInputSchema>,
): Promise<GrowthScenarioCard> {
  const figures: ScenarioFigures = {
    investmentCentavos: input.investment,
    expectedReturnCentavos: input.expectedReturn,
    timeframe: input.timeframe,
    risk: input.risk,
    probability: input.probability,
  };
  await saveScenario(db, companyId, id, figures);
  const card = growthScenarioCards({ [id]: figures }).find((s) => s.id === id);
  if (!card) throw new Error('unknown scenario');
  return scenarioCardView(card);
}

/** Back to §9's figures for one scenario card. */
export const resetScenario = (db: Queryable, companyId: string, id: GrowthScenarioId) =>
  saveScenario(db, companyId, id, null);

export async function updateActionTask(
  db: Queryable,
  companyId: string,
  taskId: string,
  done: boolean,
  today: string,
) {
  return actionPlanView(await saveTaskDone(db, companyId, taskId, done, today));
}

const view = (row: typeof growthSimulations.$inferSelect): SavedSimulation => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  input: row.input as unknown as SavedSimulation['input'],
  // A simulation kept before issue 33 has no incremental profit or margin: shown as unknown.
  result: {
    ...({ incrementalProfit: null, profitMargin: null } as const),
    ...(row.result as unknown as SimulationResult),
  },
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

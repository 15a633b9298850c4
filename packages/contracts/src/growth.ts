import { GROWTH_SCENARIOS, GROWTH_SIMULATOR } from '@caudal/finance';
import { advisorAnalysis, advisorResponse } from './advisors.ts';
import { BUSINESS_STAGE_LABELS, BUSINESS_STAGES, INDUSTRIES } from './auth.ts';
import { isoDate } from './common.ts';
import { count, money, moneyInput, months, percent, ratio } from './numbers.ts';
import { RISK_LEVELS } from './profitability.ts';
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
  /**
   * The profit the simulated growth adds over today's revenue, and the share of each extra peso
   * taken as profit (issue 33); null on a simulation kept before they were computed.
   */
  incrementalProfit: money().nullable(),
  profitMargin: percent().nullable(),
  /** (incremental profit − investment) ÷ investment × 100, from the simulated series. */
  roi: percent().nullable(),
  /** Months until the incremental profit repays the investment; null when it does not. */
  timeToBreakeven: months().nullable(),
  riskLevel: z.enum(RISK_LEVELS),
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

// ---------------------------------------------------------------------------------------------
// The growth screen (GET /api/growth/view) and what the owner keeps for it.

export const GROWTH_STAGES = [...BUSINESS_STAGES, 'expansion'] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number];
export const GROWTH_STAGE_LABELS: Record<GrowthStage, string> = {
  ...BUSINESS_STAGE_LABELS,
  expansion: 'Expansión (nuevos mercados)',
};
/** A scenario's risk and the owner's tolerance. */
export const RISK_LEVEL_LABELS: Record<(typeof RISK_LEVELS)[number], string> = {
  low: 'Bajo',
  medium: 'Medio',
  high: 'Alto',
};
export const GROWTH_PRIORITY_LABELS = { high: 'Alta', medium: 'Media', low: 'Baja' } as const;
export const GROWTH_SCENARIO_LABELS = {
  conservative: 'Conservador',
  realistic: 'Realista',
  aggressive: 'Agresivo',
} as const satisfies Record<(typeof GROWTH_SCENARIO_IDS)[number], string>;
export const GROWTH_KPI_KEYS = ['revenue', 'customers', 'margin', 'acquisitionCost'] as const;
export type GrowthKpiKeyWire = (typeof GROWTH_KPI_KEYS)[number];
export const GROWTH_HISTORY_RANGES = { '3m': 3, '6m': 6, '1y': 12, '2y': 24 } as const;
export const GROWTH_HISTORY_RANGE_LABELS = {
  '3m': '3M',
  '6m': '6M',
  '1y': '1A',
  '2y': '2A',
} as const satisfies Record<keyof typeof GROWTH_HISTORY_RANGES, string>;

const wholeNumber = (label: string, max: number, min = 0) =>
  count(`${label} debe ser un número entero`)
    .min(min, { error: `${label} debe ser al menos ${min}` })
    .max(max, { error: `${label} debe ser como máximo ${max.toLocaleString('es-MX')}` });

/**
 * 'Configuración del Negocio' (001 §3 Business settings): every number is whole (§5). Industry
 * and stage use the company profile's lists (stage adds 'expansion'), so the profile prefills it.
 */
export const BusinessSettingsInputSchema = z.strictObject({
  industry: z.enum(INDUSTRIES, { error: 'Selecciona un giro válido' }),
  businessStage: z.enum(GROWTH_STAGES, { error: 'Selecciona una etapa válida' }),
  // Decoded to centavos: whole pesos are multiples of 100.
  monthlyRevenue: moneyInput('Los ingresos mensuales').refine((v) => v % 100 === 0, {
    error: 'Los ingresos mensuales deben ser un número entero',
  }),
  employeeCount: wholeNumber('El número de empleados', 1_000_000),
  monthsOperating: wholeNumber('Los meses de operación', 1200),
  targetGrowthRate: wholeNumber('La meta de crecimiento anual', 1000),
  riskTolerance: z.enum(RISK_LEVELS, { error: 'Selecciona una tolerancia al riesgo válida' }),
});
export type BusinessSettingsInput = z.input<typeof BusinessSettingsInputSchema>;
export const BusinessSettingsSchema = z.object({
  industry: z.enum(INDUSTRIES).nullable(),
  businessStage: z.enum(GROWTH_STAGES).nullable(),
  monthlyRevenue: money(),
  employeeCount: count().nullable(),
  monthsOperating: months(),
  targetGrowthRate: percent(),
  riskTolerance: z.enum(RISK_LEVELS),
  /** False while the values are prefilled from the company's profile and data. */
  saved: z.boolean(),
});
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

/** PUT /api/growth/kpi-targets: the owner's targets; null goes back to the suggested one. */
export const GrowthKpiTargetsInputSchema = z.strictObject({
  revenue: moneyInput('La meta de ingresos', { positive: true }).nullable(),
  customers: wholeNumber('La meta de clientes', 100_000_000, 1).nullable(),
  margin: percent('La meta de margen debe ser un número')
    .min(-100, { error: 'La meta de margen debe ser al menos −100 %' })
    .max(100, { error: 'La meta de margen debe ser como máximo 100 %' })
    .nullable(),
  acquisitionCost: moneyInput('La meta de costo de adquisición', { positive: true }).nullable(),
});
export type GrowthKpiTargetsInput = z.input<typeof GrowthKpiTargetsInputSchema>;

const cardCommon = {
  name: z.string(),
  targetSource: z.enum(['owner', 'suggested']),
  /** Against the previous period: percent, or percentage points for the margin (`growthIn`). */
  growth: percent().nullable(),
  growthIn: z.enum(['percent', 'points']),
  trend: z.enum(['up', 'down', 'flat']),
  /** The change is good news (the acquisition cost going down), bad news, or no change. */
  changeTone: z.enum(['good', 'bad', 'neutral']),
  /** Percent of the target reached (for the acquisition cost, target / current). */
  progress: percent().nullable(),
  /** Spanish: why the value, the growth or the progress is missing or estimated. */
  note: z.string().nullable(),
};
export const GrowthKpiCardSchema = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('revenue'),
    unit: z.literal('MXN'),
    current: money().nullable(),
    target: money().nullable(),
    ...cardCommon,
  }),
  z.object({
    key: z.literal('customers'),
    unit: z.literal('clientes'),
    current: count().nullable(),
    target: count().nullable(),
    ...cardCommon,
  }),
  z.object({
    key: z.literal('margin'),
    unit: z.literal('%'),
    current: percent().nullable(),
    target: percent().nullable(),
    ...cardCommon,
  }),
  z.object({
    key: z.literal('acquisitionCost'),
    unit: z.literal('MXN'),
    current: money().nullable(),
    target: money().nullable(),
    ...cardCommon,
  }),
]);
export type GrowthKpiCardView = z.infer<typeof GrowthKpiCardSchema>;

/** PUT /api/growth/scenarios/:scenario: the owner's figures for one scenario card. */
export const GrowthScenarioInputSchema = z.strictObject({
  investment: moneyInput('La inversión', { positive: true }),
  expectedReturn: moneyInput('El retorno esperado'),
  timeframe: wholeNumber('El plazo en meses', 120, 1),
  risk: z.enum(RISK_LEVELS, { error: 'Selecciona un riesgo válido' }),
  probability: wholeNumber('La probabilidad', 100),
});
export type GrowthScenarioInput = z.input<typeof GrowthScenarioInputSchema>;
export const GrowthScenarioParamsSchema = z.object({
  scenario: z.enum(GROWTH_SCENARIO_IDS, { error: 'Ese escenario no existe' }),
});
export const GrowthScenarioCardSchema = z.object({
  id: z.enum(GROWTH_SCENARIO_IDS),
  name: z.string(),
  description: z.string(),
  investment: money(),
  expectedReturn: money(),
  timeframe: months(),
  risk: z.enum(RISK_LEVELS),
  probability: percent(),
  roi: percent().nullable(),
  timeToBreakeven: months().nullable(),
  /** The owner changed §9's figures for this company. */
  edited: z.boolean(),
});
export type GrowthScenarioCard = z.infer<typeof GrowthScenarioCardSchema>;

export const GrowthActionTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  /** 'En 2 semanas', 'En 3 meses': the deadline from the day the plan starts. */
  deadlineLabel: z.string(),
  /** The due date once the plan has started. */
  due: isoDate('La fecha límite').nullable(),
  done: z.boolean(),
  doneOn: isoDate('La fecha').nullable(),
  chapter: count(),
});
export const GrowthActionPlanSchema = z.object({
  /** The day the plan started (its first checked task); null until then. */
  startedOn: isoDate('La fecha de inicio').nullable(),
  tasks: z.array(GrowthActionTaskSchema),
});
export type GrowthActionPlan = z.infer<typeof GrowthActionPlanSchema>;
export const GrowthActionTaskParamsSchema = z.object({
  taskId: z.enum(['metas', 'valor-cliente', 'canal-nuevo', 'financiamiento', 'producto-mercado'], {
    error: 'Esa tarea no existe',
  }),
});
export const GrowthActionTaskInputSchema = z.strictObject({
  done: z.boolean({ error: 'Indica si la tarea está hecha' }),
});

export const GrowthViewSchema = z.object({
  asOf: isoDate('La fecha'),
  base: z.object({
    revenue: money(),
    /** entries: the typical month's sales; settings: the owner's stated revenue; estimated. */
    source: z.enum(['entries', 'catalogue', 'settings', 'estimated']),
  }),
  /**
   * The growth the projection applies, the same cash flow and planning use (finance
   * projection.ts): the owner's annual target, else 8 % a year.
   */
  projectionRule: z.object({
    annualGrowthPercent: percent(),
    monthlyGrowth: ratio(),
    source: z.enum(['owner', 'default']),
    label: z.string(),
  }),
  kpis: z.array(GrowthKpiCardSchema),
  /** The 24 complete months before today's, oldest first. */
  history: z.array(
    z.object({
      month: z.string(),
      revenue: money(),
      expenses: money(),
      profit: money(),
      estimated: z.boolean(),
    }),
  ),
  /** The next six calendar months. */
  projection: z.array(
    z.object({
      month: z.string(),
      conservative: money(),
      realistic: money(),
      aggressive: money(),
    }),
  ),
  scenarios: z.array(GrowthScenarioCardSchema),
  /** The simulator's default: the annual target / 12, percent a month. */
  defaultMonthlyGrowth: percent(),
  settings: BusinessSettingsSchema,
  actionPlan: GrowthActionPlanSchema,
  /** Spanish: which figures are estimates and why. */
  notes: z.array(z.string()),
});
export type GrowthView = z.infer<typeof GrowthViewSchema>;

/**
 * POST /api/agents/sofia/growth-strategy and POST /api/ai/analyze/growth-opportunities (001
 * §7): the spec's client sends its own figures; they are checked and accepted, but Sofía reads
 * the company's data. `acquisition_channels` (percent of new customers by channel), when given,
 * is the owner's own and is used.
 */
export const SofiaGrowthRequestSchema = z
  .strictObject({
    growth_rate: percent('La tasa de crecimiento debe ser un número').optional(),
    revenue_trend: z
      .array(moneyInput('Los ingresos del mes', { min: -1e11 }))
      .max(24, { error: 'La tendencia puede tener como máximo 24 meses' })
      .optional(),
    market_size: moneyInput('El tamaño de mercado').optional(),
    current_revenue: moneyInput('Los ingresos actuales').optional(),
    acquisition_channels: z
      .strictObject({
        organic: percent('Los canales deben ser porcentajes').min(0).max(100).optional(),
        paid_ads: percent('Los canales deben ser porcentajes').min(0).max(100).optional(),
        referrals: percent('Los canales deben ser porcentajes').min(0).max(100).optional(),
        partnerships: percent('Los canales deben ser porcentajes').min(0).max(100).optional(),
      })
      .optional(),
  })
  .default({});
export type SofiaGrowthRequest = z.input<typeof SofiaGrowthRequestSchema>;

const LEVELS = ['Alto', 'Medio', 'Bajo'] as const;
export const SofiaGrowthAnalysisSchema = z.object({
  growth_opportunities: z.array(z.string()),
  market_analysis: z.string(),
  recommended_strategies: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      impact: z.enum(LEVELS),
      effort: z.enum(LEVELS),
    }),
  ),
  risk_assessment: z.array(z.string()),
  timeline: z.string(),
  investment_required: money(),
  ...advisorAnalysis,
});
export const SofiaGrowthResponseSchema = advisorResponse(SofiaGrowthAnalysisSchema);
export type SofiaGrowthResponse = z.infer<typeof SofiaGrowthResponseSchema>;

/** GET /api/growth/strategy/latest: Sofía's last growth analysis for the company, if any. */
export const SofiaGrowthLatestSchema = z.object({ answer: SofiaGrowthResponseSchema.nullable() });
/** Days after which the screen asks Sofía again on opening (weekly until settings set it). */
export const GROWTH_ANALYSIS_MAX_AGE_DAYS = 7;

/**
 * The growth screen's kept data in the company's export document (and its import): the
 * business settings, the owner's targets and scenario cards, the action plan and the saved
 * simulations, each as the owner wrote it. Absent keys are the suggested values.
 */
export const GrowthDocumentSchema = z.strictObject({
  settings: BusinessSettingsInputSchema.nullable(),
  kpiTargets: GrowthKpiTargetsInputSchema.partial(),
  scenarios: z.strictObject({
    conservative: GrowthScenarioInputSchema.optional(),
    realistic: GrowthScenarioInputSchema.optional(),
    aggressive: GrowthScenarioInputSchema.optional(),
  }),
  actionPlan: z.strictObject({
    startedOn: isoDate('La fecha de inicio del plan').nullable(),
    done: z.partialRecord(
      GrowthActionTaskParamsSchema.shape.taskId,
      isoDate('La fecha de la tarea'),
    ),
  }),
  simulations: z
    .array(
      z.strictObject({
        createdAt: z.iso.datetime({ error: 'La fecha de la simulación no es válida' }),
        input: SimulationInputSchema,
        result: SimulationResultSchema,
      }),
    )
    .max(1000, { error: 'Se admiten como máximo 1,000 simulaciones' }),
});
export type GrowthDocument = z.output<typeof GrowthDocumentSchema>;

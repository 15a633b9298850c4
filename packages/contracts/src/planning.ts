import {
  type BudgetFigure,
  type BudgetLineInput as BudgetLineFigures,
  budgetSummary,
  budgetVariance,
  centavos,
  forecast,
  goalStatus,
  PLANNING_HORIZONS,
  type PlanningScenario,
  percent as percentOf,
  scenarioAnalysis,
  unfavourableVariance,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { advisorAnalysis, advisorResponse } from './advisors.ts';
import { PRIORITIES } from './analysis.ts';
import { categorySchema, isoDate, isoMonth, recordName } from './common.ts';
import { count, days, money, moneyInput, months, percent } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * Financial planning (issue 15; spec 001 §2 "Financial planning", §3 Goal, Budget line,
 * Planning scenario, §9 "Planning"): goals that may follow a figure of the company's data,
 * budget lines compared with the month's real entries, the forecast from the typical month and
 * the owner's scenarios with probabilities. Every one is stored per company.
 */

export const GOAL_CATEGORIES = ['revenue', 'savings', 'investment', 'expansion', 'debt'] as const;

/**
 * What a goal's current amount follows: 'none' (the owner updates it), the income since the
 * goal's start, the cash balance today, the net profit since its start, or the net of one
 * category's entries since its start (money set aside in 'Ahorro', say).
 */
export const GOAL_LINKS = ['none', 'revenue', 'cash-balance', 'net-profit', 'category'] as const;
export type GoalLink = (typeof GOAL_LINKS)[number];

export const PLANNING_HORIZON_IDS = Object.keys(PLANNING_HORIZONS) as [
  keyof typeof PLANNING_HORIZONS,
  ...(keyof typeof PLANNING_HORIZONS)[],
];
export type PlanningHorizon = (typeof PLANNING_HORIZON_IDS)[number];

const TONES = ['good', 'warning', 'bad'] as const;
const BUDGET_TYPES = ['income', 'expense'] as const;

/** The fields of a goal the owner gives (001 §3 "Goal"). */
export const GOAL_FIELDS = {
  name: recordName('El nombre de la meta'),
  targetAmount: moneyInput('El monto objetivo', { positive: true }),
  /** The owner's figure; used while the goal follows nothing ('none'). */
  currentAmount: moneyInput('El monto actual').default(ZERO_CENTAVOS),
  deadline: isoDate('La fecha límite'),
  category: z
    .enum(GOAL_CATEGORIES, {
      error: 'La categoría debe ser revenue, savings, investment, expansion o debt',
    })
    .default('savings'),
  priority: z
    .enum(PRIORITIES, { error: 'La prioridad debe ser high, medium o low' })
    .default('medium'),
  link: z
    .enum(GOAL_LINKS, {
      error: 'La cifra a seguir debe ser none, revenue, cash-balance, net-profit o category',
    })
    .default('none'),
  /** The category whose entries a 'category' goal follows. */
  linkCategory: categorySchema.nullable().default(null),
  /** Where 'revenue', 'net-profit' and 'category' start counting (required for them). */
  startDate: isoDate('La fecha de inicio').nullable().default(null),
};

/** The links that add up the entries from the goal's start date. */
export const SUMMED_LINKS: readonly GoalLink[] = ['revenue', 'net-profit', 'category'];

type GoalFields = {
  link: GoalLink;
  linkCategory: string | null;
  startDate: string | null;
  deadline: string;
};

/** The checks across a goal's fields (a 'category' goal names its category...). */
export function checkGoal(goal: GoalFields, ctx: z.RefinementCtx) {
  if (goal.link === 'category' && goal.linkCategory === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['linkCategory'],
      message: 'Indica la categoría que sigue la meta',
    });
  }
  if (goal.startDate === null && SUMMED_LINKS.includes(goal.link)) {
    ctx.addIssue({
      code: 'custom',
      path: ['startDate'],
      message: 'Indica desde qué fecha cuenta la meta',
    });
  }
  if (goal.startDate !== null && goal.startDate >= goal.deadline) {
    ctx.addIssue({
      code: 'custom',
      path: ['deadline'],
      message: 'La fecha límite debe ser posterior a la fecha de inicio',
    });
  }
}

/** POST/PUT /api/planning/goals. */
export const GoalInputSchema = z.strictObject(GOAL_FIELDS).superRefine(checkGoal);
export type GoalInput = z.input<typeof GoalInputSchema>;

/** A goal as stored (the CRUD routes' answer; the view adds its progress). */
export const GoalSchema = z.object({
  id: z.string(),
  name: z.string(),
  targetAmount: money(),
  currentAmount: money(),
  deadline: z.string(),
  category: z.enum(GOAL_CATEGORIES),
  priority: z.enum(PRIORITIES),
  link: z.enum(GOAL_LINKS),
  linkCategory: z.string().nullable(),
  startDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof GoalSchema>;

/** A goal on the planning screen: its current amount (followed or given) and progress. */
export const GoalViewSchema = GoalSchema.extend({
  /** The owner's figure as stored, shown when editing an unlinked goal. */
  manualAmount: money(),
  /** Spanish: where a linked goal's current amount comes from. */
  source: z.string().nullable(),
  progress: percent().nullable(),
  remaining: money(),
  daysLeft: days(),
  completed: z.boolean(),
  atRisk: z.boolean(),
  band: z.enum(['complete', 'on-track', 'behind', 'far-behind']).nullable(),
});
export type GoalView = z.infer<typeof GoalViewSchema>;

/** A goal's progress fields of the view (finance `goalStatus` of its current amount today). */
export function goalProgressView(
  goal: { targetAmount: Centavos; currentAmount: Centavos; deadline: string },
  asOf: string,
): Pick<GoalView, 'progress' | 'remaining' | 'daysLeft' | 'completed' | 'atRisk' | 'band'> {
  const status = goalStatus(
    {
      targetAmountCentavos: goal.targetAmount,
      currentAmountCentavos: goal.currentAmount,
      deadline: goal.deadline,
    },
    asOf,
  );
  return {
    progress: status.progress,
    remaining: status.remainingCentavos,
    daysLeft: status.daysLeft,
    completed: status.completed,
    atRisk: status.atRisk,
    band: status.band,
  };
}

/** POST/PUT /api/planning/budget-lines (001 §3 "Budget line"): one category's month. */
export const BudgetLineInputSchema = z.strictObject({
  month: isoMonth('El mes'),
  category: categorySchema,
  type: z.enum(BUDGET_TYPES, { error: 'El tipo debe ser income o expense' }),
  planned: moneyInput('El monto planeado'),
});
export type BudgetLineInput = z.input<typeof BudgetLineInputSchema>;

export const BudgetLineSchema = z.object({
  id: z.string(),
  month: z.string(),
  category: z.string(),
  type: z.enum(BUDGET_TYPES),
  planned: money(),
  createdAt: z.string(),
});
export type BudgetLine = z.infer<typeof BudgetLineSchema>;

/** A budget line against the month's entries of its category. */
export const BudgetLineViewSchema = BudgetLineSchema.extend({
  actual: money(),
  /** actual − planned. */
  variance: money(),
  /** Variance over planned, percent; null when nothing was planned. */
  variancePercent: percent().nullable(),
  /** Spent over plan (expense) or sold under plan (income). */
  unfavourable: z.boolean(),
});
export type BudgetLineView = z.infer<typeof BudgetLineViewSchema>;

/** POST /api/planning/budget/copy: the lines of one month copied into another. */
export const BudgetCopyRequestSchema = z
  .strictObject({
    from: isoMonth('El mes de origen'),
    to: isoMonth('El mes de destino'),
  })
  .refine((r) => r.from !== r.to, {
    path: ['to'],
    error: 'El mes de destino debe ser distinto del de origen',
  });
export type BudgetCopyRequest = z.input<typeof BudgetCopyRequestSchema>;

/**
 * POST /api/planning/budget/from-actuals: one line per category of a past month's entries,
 * planned at the actual ± `adjustPercent` (whole pesos).
 */
export const BudgetFromActualsRequestSchema = z
  .strictObject({
    from: isoMonth('El mes de origen'),
    to: isoMonth('El mes de destino'),
    adjustPercent: percent('El ajuste debe ser un número')
      .min(-100, { error: 'El ajuste no puede ser menor a -100 %' })
      .max(1000, { error: 'El ajuste puede ser como máximo 1,000 %' })
      .default(0),
  })
  .refine((r) => r.from !== r.to, {
    path: ['to'],
    error: 'El mes de destino debe ser distinto del de origen',
  });
export type BudgetFromActualsRequest = z.input<typeof BudgetFromActualsRequestSchema>;

/** What a copy added and what it left alone (a category the month already had). */
export const BudgetCopyResultSchema = z.object({
  created: count(),
  skipped: count(),
  detail: z.string(),
});
export type BudgetCopyResult = z.infer<typeof BudgetCopyResultSchema>;

/** One planning scenario (001 §3). */
export const ScenarioInputSchema = z.strictObject({
  name: recordName('El nombre del escenario'),
  probability: percent('La probabilidad debe ser un número')
    .min(0, { error: 'La probabilidad no puede ser negativa' })
    .max(100, { error: 'La probabilidad puede ser como máximo 100 %' }),
  revenueImpact: percent('El impacto en ingresos debe ser un número')
    .min(-100, { error: 'El impacto en ingresos no puede ser menor a -100 %' })
    .max(1000, { error: 'El impacto en ingresos puede ser como máximo 1,000 %' }),
  costImpact: percent('El impacto en costos debe ser un número')
    .min(-100, { error: 'El impacto en costos no puede ser menor a -100 %' })
    .max(1000, { error: 'El impacto en costos puede ser como máximo 1,000 %' }),
  description: text('La descripción debe ser texto', { label: 'La descripción' })
    .trim()
    .max(500, { error: 'La descripción puede tener como máximo 500 caracteres' })
    .default(''),
});
export type ScenarioInput = z.input<typeof ScenarioInputSchema>;

/** Probabilities add up to 100 within a hundredth of a point (33.33 × 3 + 0.01). */
const PROBABILITY_TOLERANCE = 0.01;

const probabilityTotal = (scenarios: readonly { probability: number }[]) =>
  Math.round(scenarios.reduce((sum, s) => sum + s.probability, 0) * 100) / 100;

/** The Spanish refusal of a set whose probabilities do not add up to 100 %; null if they do. */
export function scenarioSetProblem(scenarios: readonly { probability: number }[]): string | null {
  const total = probabilityTotal(scenarios);
  if (Math.abs(total - 100) <= PROBABILITY_TOLERANCE) return null;
  return `Las probabilidades de los escenarios suman ${total.toLocaleString('es-MX')} %; deben sumar 100 %.`;
}

export const MAX_SCENARIOS = 12;

/** PUT /api/planning/scenarios: the whole set, whose probabilities add up to 100 %. */
export const ScenarioSetRequestSchema = z.strictObject({
  scenarios: z
    .array(ScenarioInputSchema, { error: 'Indica los escenarios' })
    .min(1, { error: 'Se necesita al menos un escenario' })
    .max(MAX_SCENARIOS, { error: 'Se admiten como máximo 12 escenarios' })
    .superRefine((list, ctx) => {
      const problem = scenarioSetProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ScenarioSetRequest = z.input<typeof ScenarioSetRequestSchema>;

export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  probability: percent(),
  revenueImpact: percent(),
  costImpact: percent(),
  description: z.string(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

/** A scenario applied to the typical month (finance `scenarioAnalysis`). */
export const ScenarioViewSchema = ScenarioSchema.extend({
  revenue: money(),
  costs: money(),
  profit: money(),
  /** Profit change against the typical month. */
  profitImpact: money(),
});

/** The scenarios and their probability-weighted result. */
export const ScenarioAnalysisSchema = z.object({
  /** True while the company keeps the defaults (25/50/20/5 %): nothing stored yet. */
  defaults: z.boolean(),
  items: z.array(ScenarioViewSchema),
  totalProbability: percent(),
  /** The typical month's profit, the base the impacts apply to. */
  baseProfit: money(),
  expectedProfit: money().nullable(),
});
export type ScenarioAnalysisView = z.infer<typeof ScenarioAnalysisSchema>;

/**
 * Finance's `scenarioAnalysis` of the scenarios over a typical month (a zero month without one)
 * in the view's shape: the API's view and the browser's book case and preview are the same
 * function's.
 */
export function scenarioAnalysisView(
  base: { monthlyRevenueCentavos: Centavos; monthlyCostsCentavos: Centavos } | null,
  scenarios: readonly PlanningScenario[],
  defaults: boolean,
): ScenarioAnalysisView {
  const month = base ?? {
    monthlyRevenueCentavos: ZERO_CENTAVOS,
    monthlyCostsCentavos: ZERO_CENTAVOS,
  };
  const a = scenarioAnalysis(month, scenarios);
  return {
    defaults,
    items: scenarios.map((s, i) => {
      const o = a.outcomes[i];
      return {
        id: s.id,
        name: s.name,
        probability: s.probability,
        revenueImpact: s.revenueImpact,
        costImpact: s.costImpact,
        description: s.description,
        revenue: o?.revenueCentavos ?? ZERO_CENTAVOS,
        costs: o?.costsCentavos ?? ZERO_CENTAVOS,
        profit: o?.profitCentavos ?? ZERO_CENTAVOS,
        profitImpact: o?.profitImpactCentavos ?? ZERO_CENTAVOS,
      };
    }),
    totalProbability: a.totalProbability,
    baseProfit: centavos(month.monthlyRevenueCentavos - month.monthlyCostsCentavos),
    expectedProfit: a.expectedProfitCentavos,
  };
}

/** The scenario with the lowest monthly profit (the first of equals), as Sofía names it. */
export function worstScenario(view: ScenarioAnalysisView) {
  const worst = view.items.reduce<ScenarioAnalysisView['items'][number] | null>(
    (low, s) => (low === null || s.profit < low.profit ? s : low),
    null,
  );
  return worst ? { name: worst.name, profit: worst.profit, probability: worst.probability } : null;
}

const FiguresSchema = z.object({ revenue: money(), costs: money(), profit: money() });

/** Planned, real and variance (real − planned); favourable: income or profit up, expenses down. */
const BudgetFigureSchema = z.object({
  planned: money(),
  actual: money(),
  variance: money(),
  favourable: z.boolean(),
});

/** GET /api/planning/view?month&horizon. */
export const PlanningViewQuerySchema = z.strictObject({
  /** The budget's month; the current month by default. */
  month: isoMonth('El mes').optional(),
  horizon: z
    .enum(PLANNING_HORIZON_IDS, { error: 'El horizonte debe ser 6months, 1year, 3years o 5years' })
    .default('3years'),
});
export type PlanningViewQuery = z.input<typeof PlanningViewQuerySchema>;

export const PlanningViewSchema = z.object({
  asOf: z.string(),
  goals: z.array(GoalViewSchema),
  goalsSummary: z.object({ total: count(), completed: count(), atRisk: count() }),
  budget: z.object({
    month: z.string(),
    lines: z.array(BudgetLineViewSchema),
    /** Categories with entries in the month and no line: spending nobody planned. */
    unplanned: z.array(
      z.object({ category: z.string(), type: z.enum(BUDGET_TYPES), actual: money() }),
    ),
    summary: z.object({
      income: BudgetFigureSchema,
      expenses: BudgetFigureSchema,
      /** Income − expenses: its variance is the verdict. */
      profit: BudgetFigureSchema,
      /** The month in progress is judged only once complete (issue 31). */
      monthStatus: z.enum(['complete', 'in-progress', 'upcoming']),
      /** The month in progress: days elapsed (today included) of its days. */
      progress: z.object({ daysElapsed: days(), daysInMonth: days() }).nullable(),
      /** The profit variance's reading; null until the month is complete. */
      verdict: z.enum(['favourable', 'unfavourable', 'on-plan']).nullable(),
      /**
       * 001 §9's bands on 100 − |profit variance| / planned profit × 100, floored at 0 (the spec
       * summed every line's variance; issue 31); green whenever profit reached plan.
       */
      accuracy: percent().nullable(),
      accuracyTone: z.enum(TONES).nullable(),
      /** Profit under plan and accuracy under 85 %. */
      lowAccuracy: z.boolean(),
      /** Profit over plan by more than 15 % of the planned profit. */
      aboveProfitPlan: z.boolean(),
      note: z.string().nullable(),
    }),
    /** The months that have lines, newest first (the month picker's marks). */
    months: z.array(z.string()),
  }),
  /**
   * The month the forecast and the scenarios start from: the figures core's (the cash-flow
   * page's and growth's), with what it rests on and the growth the forecast applies.
   */
  baseline: z
    .object({
      revenue: money(),
      costs: money(),
      /** Spanish, a few words: "tus últimos 90 días", "estimado con tus productos y costos". */
      basis: z.string(),
      /** Spanish, after "creciendo": "8 % al año (supuesto)". */
      growth: z.string(),
    })
    .nullable(),
  forecast: z.object({
    horizon: z.enum(PLANNING_HORIZON_IDS),
    months: z.array(
      z.object({
        month: z.string(),
        index: months(),
        conservative: FiguresSchema,
        realistic: FiguresSchema,
        optimistic: FiguresSchema,
      }),
    ),
    /** Spanish: the rule, and that five years extend it past the spec's 36 months. */
    note: z.string().nullable(),
  }),
  scenarios: ScenarioAnalysisSchema,
  insights: z.array(
    z.object({ code: z.string(), tone: z.enum(TONES), title: z.string(), message: z.string() }),
  ),
});
export type PlanningViewResponse = z.infer<typeof PlanningViewSchema>;

/**
 * POST /api/ai/scenario/analysis (001 §7; the spec shows neither body nor answer): Sofía's
 * reading of the stored scenarios over the typical month. The body may be empty.
 */
export const ScenarioAnalysisRequestSchema = z.strictObject({}).default({});
export type ScenarioAnalysisRequest = z.input<typeof ScenarioAnalysisRequestSchema>;

export const SofiaScenarioAnalysisSchema = z.object({
  scenarios: ScenarioAnalysisSchema,
  /** The scenario with the lowest monthly profit. */
  worstCase: z.object({ name: z.string(), profit: money(), probability: percent() }).nullable(),
  ...advisorAnalysis,
});
export const ScenarioAnalysisResponseSchema = advisorResponse(SofiaScenarioAnalysisSchema);
export type ScenarioAnalysisResponse = z.infer<typeof ScenarioAnalysisResponseSchema>;

/** A budget line's variance (actual − planned), its percent and whether it goes against the owner. */
export function budgetLineFigures(line: BudgetLineFigures) {
  const variance = budgetVariance(line);
  return {
    variance,
    variancePercent: percentOf(variance, line.plannedCentavos),
    unfavourable: unfavourableVariance(line),
  };
}

/**
 * Finance's `budgetSummary` in the view's shape; `note` is the caller's when it has one (the
 * API's for a month without lines), else finance's note on the verdict or the accuracy.
 * Without `period` the month is taken as complete (the book's cases).
 */
export function budgetSummaryView(
  lines: readonly BudgetLineFigures[],
  note?: string,
  period?: { month: string; asOf: string },
): PlanningViewResponse['budget']['summary'] {
  const s = budgetSummary(lines, period);
  const figure = (f: BudgetFigure) => ({
    planned: f.plannedCentavos,
    actual: f.actualCentavos,
    variance: f.varianceCentavos,
    favourable: f.favourable,
  });
  return {
    income: figure(s.income),
    expenses: figure(s.expenses),
    profit: figure(s.profit),
    monthStatus: s.monthStatus,
    progress: s.progress,
    verdict: s.verdict,
    accuracy: s.accuracy,
    accuracyTone: s.accuracyTone,
    lowAccuracy: s.lowAccuracy,
    aboveProfitPlan: s.aboveProfitPlan,
    note: note ?? s.notes.verdict ?? s.notes.accuracy ?? null,
  };
}

/** Finance's `forecast` months in the view's shape (the API's view and the book case). */
export function forecastMonthsView(
  input: Parameters<typeof forecast>[0],
): PlanningViewResponse['forecast']['months'] {
  const figures = (f: {
    revenueCentavos: Centavos;
    costsCentavos: Centavos;
    profitCentavos: Centavos;
  }) => ({
    revenue: f.revenueCentavos,
    costs: f.costsCentavos,
    profit: f.profitCentavos,
  });
  return forecast(input).map((m) => ({
    month: m.month,
    index: m.index,
    conservative: figures(m.cases.conservative),
    realistic: figures(m.cases.realistic),
    optimistic: figures(m.cases.optimistic),
  }));
}

import { addMonths, addYears, daysBetween, monthKey } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos, sumCentavos } from './money.ts';
import { deepFreeze, percent } from './numbers.ts';
import type { Insight, Notes, Priority, Tone } from './types.ts';

/**
 * Budget accuracy bands (spec 001 §9 "Planning"), read on the profit's variance (issue 31):
 * green whenever profit reached plan.
 */
export const BUDGET_ACCURACY_BANDS = deepFreeze({
  goodFrom: 90,
  warningFrom: 80,
  /**
   * Under 85 raises the low-accuracy insight when profit fell short; when profit beat plan by as
   * much, the "Superaste tu utilidad planeada" note instead.
   */
  lowAccuracyInsightBelow: 85,
} as const);

/** Goal rules (spec 001 §4 and §9 "Planning"). */
export const GOAL_RULES = deepFreeze({
  completedFrom: 100,
  /** At risk: under 90 days left and progress under 80 %. */
  atRiskDaysBelow: 90,
  atRiskProgressBelow: 80,
  /** Progress-bar colours at 100, 75 and 50 %. */
  progressBands: { completeFrom: 100, onTrackFrom: 75, behindFrom: 50 },
} as const);

/** New goal defaults: deadline one year ahead, priority medium. */
export const NEW_GOAL_DEFAULTS = deepFreeze({
  deadlineYears: 1,
  priority: 'medium',
} as const satisfies {
  deadlineYears: number;
  priority: Priority;
});

/** Planning horizon selector (spec 001 §2), in months. */
export const PLANNING_HORIZONS = deepFreeze({
  '6months': 6,
  '1year': 12,
  '3years': 36,
  '5years': 60,
} as const);

export type BudgetLineInput = {
  type: 'income' | 'expense';
  plannedCentavos: Centavos;
  actualCentavos: Centavos;
};

/** Planned, real and variance (real − planned) of income, expenses or profit. */
export type BudgetFigure = {
  plannedCentavos: Centavos;
  actualCentavos: Centavos;
  varianceCentavos: Centavos;
  /** Income or profit at or above plan, expenses at or below it. */
  favourable: boolean;
};

/**
 * 'complete' once the month is over; 'in-progress' for the month `asOf` falls in (judged only
 * once complete); 'upcoming' for a later month.
 */
export type BudgetMonthStatus = 'complete' | 'in-progress' | 'upcoming';

export type BudgetSummary = {
  income: BudgetFigure;
  expenses: BudgetFigure;
  profit: BudgetFigure;
  monthStatus: BudgetMonthStatus;
  /** The month in progress: days elapsed (today included) of its days; null otherwise. */
  progress: { daysElapsed: number; daysInMonth: number } | null;
  /** The profit variance's reading; null until the month is complete. */
  verdict: 'favourable' | 'unfavourable' | 'on-plan' | null;
  /**
   * 100 − |profit variance| / planned profit × 100, floored at 0; null without planned profit or
   * before the month is complete.
   */
  accuracy: number | null;
  /** Good whenever profit reached plan; else the accuracy's band. */
  accuracyTone: Tone | null;
  /** Profit under plan with accuracy under 85 %: the low-accuracy warning. */
  lowAccuracy: boolean;
  /** Profit over plan by more than 15 % of the planned profit: a note, not a warning. */
  aboveProfitPlan: boolean;
  notes: Notes<BudgetSummary>;
};

/** A budget line's variance: actual − planned. Book: chapter 13. */
export function budgetVariance(line: BudgetLineInput): Centavos {
  return centavos(line.actualCentavos - line.plannedCentavos);
}

function figure(planned: Centavos, actual: Centavos, higherIsBetter: boolean): BudgetFigure {
  const variance = centavos(actual - planned);
  return {
    plannedCentavos: planned,
    actualCentavos: actual,
    varianceCentavos: variance,
    favourable: higherIsBetter ? variance >= 0 : variance <= 0,
  };
}

/** Where `month` stands on `asOf`, with the days elapsed of the month in progress. */
export function budgetMonthStatus(
  month: string,
  asOf: string,
): { status: BudgetMonthStatus; progress: BudgetSummary['progress'] } {
  const current = monthKey(asOf);
  if (month < current) return { status: 'complete', progress: null };
  if (month > current) return { status: 'upcoming', progress: null };
  const first = `${month}-01`;
  return {
    status: 'in-progress',
    progress: {
      daysElapsed: daysBetween(first, asOf) + 1,
      daysInMonth: daysBetween(first, addMonths(first, 1)),
    },
  };
}

/**
 * Budget against actual (spec 001 §9, issue 31): income, expenses and profit each planned, real
 * and varied. Income above plan counts in favour and expenses above plan against, so the profit
 * variance (income variance − expense variance) is the verdict. The spec's accuracy divided the
 * sum of every line's variance by the planned profit, so selling $12,954 less while spending
 * $13,990 less read as a $26,944 miss; ours measures the profit's miss, and is green whenever
 * profit reached plan. A month is judged once complete: the month in progress shows its
 * figures so far with the days elapsed, not prorated (rent on day 1 and lumpy costs would
 * misread). Without `period` the month is taken as complete (the book's cases). Book: ch. 13.
 */
export function budgetSummary(
  lines: readonly BudgetLineInput[],
  period?: { month: string; asOf: string },
): BudgetSummary {
  const total = (type: BudgetLineInput['type'], key: 'plannedCentavos' | 'actualCentavos') =>
    sumCentavos(lines.filter((l) => l.type === type).map((l) => l[key]));
  const income = figure(
    total('income', 'plannedCentavos'),
    total('income', 'actualCentavos'),
    true,
  );
  const expenses = figure(
    total('expense', 'plannedCentavos'),
    total('expense', 'actualCentavos'),
    false,
  );
  const profit = figure(
    centavos(income.plannedCentavos - expenses.plannedCentavos),
    centavos(income.actualCentavos - expenses.actualCentavos),
    true,
  );
  const { status, progress } = period
    ? budgetMonthStatus(period.month, period.asOf)
    : { status: 'complete' as const, progress: null };
  const notes: Notes<BudgetSummary> = {};
  if (progress === null) notes.progress = 'Solo el mes en curso lleva los días transcurridos.';
  const base = { income, expenses, profit, monthStatus: status, progress, notes };
  if (status !== 'complete') {
    const reason =
      progress === null
        ? 'Mes por venir: se evalúa cuando termine.'
        : `Mes en curso: van ${progress.daysElapsed} de ${progress.daysInMonth} días; se evalúa cuando termine el mes.`;
    notes.verdict = reason;
    notes.accuracy = reason;
    notes.accuracyTone = reason;
    return {
      ...base,
      verdict: null,
      accuracy: null,
      accuracyTone: null,
      lowAccuracy: false,
      aboveProfitPlan: false,
    };
  }
  const variance = profit.varianceCentavos;
  const missPercent = percent(Math.abs(variance), profit.plannedCentavos);
  const accuracy = missPercent === null ? null : Math.max(0, 100 - missPercent);
  if (accuracy === null) {
    const reason =
      'Sin utilidad planeada (ingresos planeados mayores que los gastos) no se mide la precisión.';
    notes.accuracy = reason;
    notes.accuracyTone = reason;
  }
  const wide = accuracy !== null && accuracy < BUDGET_ACCURACY_BANDS.lowAccuracyInsightBelow;
  return {
    ...base,
    verdict: variance > 0 ? 'favourable' : variance < 0 ? 'unfavourable' : 'on-plan',
    accuracy,
    accuracyTone: accuracy === null ? null : variance >= 0 ? 'good' : budgetAccuracyTone(accuracy),
    lowAccuracy: wide && variance < 0,
    aboveProfitPlan: wide && variance > 0,
  };
}

/** Budget-accuracy colour: 90 or more good, 80 or more warning. Book: chapter 13. */
export function budgetAccuracyTone(accuracy: number): Tone {
  if (accuracy >= BUDGET_ACCURACY_BANDS.goodFrom) return 'good';
  if (accuracy >= BUDGET_ACCURACY_BANDS.warningFrom) return 'warning';
  return 'bad';
}

export type GoalProgressBand = 'complete' | 'on-track' | 'behind' | 'far-behind';

export type GoalStatus = {
  /** current / target × 100, not capped (a goal can be exceeded). */
  progress: number | null;
  remainingCentavos: Centavos;
  /** Days from `asOf` to the deadline; negative once it has passed. */
  daysLeft: number;
  completed: boolean;
  atRisk: boolean;
  band: GoalProgressBand | null;
  notes: Notes<GoalStatus>;
};

/** Progress-bar band: 100+ complete, 75+ on track, 50+ behind, else far behind. Ch. 13. */
export function goalProgressBand(progress: number): GoalProgressBand {
  const b = GOAL_RULES.progressBands;
  if (progress >= b.completeFrom) return 'complete';
  if (progress >= b.onTrackFrom) return 'on-track';
  if (progress >= b.behindFrom) return 'behind';
  return 'far-behind';
}

/**
 * A goal's progress, remaining amount, days left and risk: at risk with under 90 days left
 * (overdue included) and progress under 80 %. Book: chapter 13 (SMART goals).
 */
export function goalStatus(
  goal: { targetAmountCentavos: Centavos; currentAmountCentavos: Centavos; deadline: string },
  asOf: string,
): GoalStatus {
  const progress = percent(goal.currentAmountCentavos, goal.targetAmountCentavos);
  const daysLeft = daysBetween(asOf, goal.deadline);
  const completed = progress !== null && progress >= GOAL_RULES.completedFrom;
  const notes: Notes<GoalStatus> = {};
  if (progress === null) {
    notes.progress = 'Sin monto objetivo positivo no hay avance que medir.';
    notes.band = notes.progress;
  }
  return {
    progress,
    remainingCentavos: centavos(
      Math.max(0, goal.targetAmountCentavos - goal.currentAmountCentavos),
    ),
    daysLeft,
    completed,
    atRisk:
      !completed &&
      daysLeft < GOAL_RULES.atRiskDaysBelow &&
      (progress === null || progress < GOAL_RULES.atRiskProgressBelow),
    band: progress === null ? null : goalProgressBand(progress),
    notes,
  };
}

/** Defaults of a new goal: deadline a year after `asOf`, priority medium. Book: chapter 13. */
export function newGoalDefaults(asOf: string): { deadline: string; priority: Priority } {
  return {
    deadline: addYears(asOf, NEW_GOAL_DEFAULTS.deadlineYears),
    priority: NEW_GOAL_DEFAULTS.priority,
  };
}

export type GoalsSummary = { total: number; completed: number; atRisk: number };

/** Goals completed (progress ≥ 100) and at risk, for the summary card. Book: chapter 13. */
export function goalsSummary(
  goals: readonly {
    targetAmountCentavos: Centavos;
    currentAmountCentavos: Centavos;
    deadline: string;
  }[],
  asOf: string,
): GoalsSummary {
  const statuses = goals.map((goal) => goalStatus(goal, asOf));
  return {
    total: goals.length,
    completed: statuses.filter((s) => s.completed).length,
    atRisk: statuses.filter((s) => s.atRisk).length,
  };
}

/**
 * A budget line planned from an actual (last year's month, say) adjusted by a percent, in whole
 * pesos and never below zero: $10,050 + 10 % = $11,055. Book: chapter 13.
 */
export function plannedFromActual(actualCentavos: Centavos, adjustPercent: number): Centavos {
  const pesos = Math.round((actualCentavos * (1 + adjustPercent / 100)) / 100);
  return centavos(Math.max(0, pesos) * 100);
}

/** Whether a line's variance goes against the owner: spending over plan, selling under plan. */
export function unfavourableVariance(line: BudgetLineInput): boolean {
  const variance = budgetVariance(line);
  return line.type === 'expense' ? variance > 0 : variance < 0;
}

/**
 * The planning screen's insights (spec 001 §2 "Insights block", §9): the low-accuracy warning
 * under 85 % with profit under plan (profit far above plan reads "Superaste tu utilidad
 * planeada" instead), goals at risk, the expected profit of the scenarios against the typical month,
 * and a worst scenario that loses money. Book: chapters 13 and 15.
 */
export function planningInsights(input: {
  budget: {
    lineCount: number;
    accuracy: number | null;
    lowAccuracy: boolean;
    aboveProfitPlan: boolean;
  };
  goals: GoalsSummary;
  scenarios: { expectedProfitCentavos: Centavos | null; baseProfitCentavos: Centavos | null };
  worstScenario: { name: string; profitCentavos: Centavos } | null;
}): Insight[] {
  const insights: Insight[] = [];
  const { budget, goals, scenarios, worstScenario } = input;
  if (budget.lineCount > 0 && budget.lowAccuracy && budget.accuracy !== null) {
    insights.push({
      code: 'low-budget-accuracy',
      tone: budgetAccuracyTone(budget.accuracy),
      title: 'Presupuesto poco preciso',
      message:
        'Tu utilidad quedó debajo de lo planeado y la precisión de tu presupuesto está por debajo de 85 %: revisa las partidas con más variación y ajusta lo que planeas.',
    });
  }
  if (budget.lineCount > 0 && budget.aboveProfitPlan) {
    insights.push({
      code: 'profit-above-plan',
      tone: 'good',
      title: 'Superaste tu utilidad planeada',
      message:
        'Tu utilidad real quedó más de 15 % arriba de lo planeado: revisa qué partidas lo lograron y planea el próximo mes con esas cifras.',
    });
  }
  if (goals.atRisk > 0) {
    insights.push({
      code: 'goals-at-risk',
      tone: 'warning',
      title: goals.atRisk === 1 ? 'Una meta en riesgo' : `${goals.atRisk} metas en riesgo`,
      message:
        'Les quedan menos de 90 días y van por debajo de 80 %: ajusta el monto, la fecha o el plan para alcanzarlas.',
    });
  }
  if (goals.total > 0 && goals.completed === goals.total) {
    insights.push({
      code: 'all-goals-completed',
      tone: 'good',
      title: 'Metas cumplidas',
      message: 'Alcanzaste todas tus metas: es momento de plantear las siguientes.',
    });
  }
  const { expectedProfitCentavos: expected, baseProfitCentavos: base } = scenarios;
  if (expected !== null && base !== null && expected < base) {
    insights.push({
      code: 'expected-below-base',
      tone: 'warning',
      title: 'Los escenarios pesan hacia abajo',
      message:
        'La utilidad esperada entre tus escenarios es menor que la de un mes típico: construye una reserva para los escenarios malos.',
    });
  }
  if (worstScenario !== null && worstScenario.profitCentavos < 0) {
    insights.push({
      code: 'worst-scenario-loss',
      tone: 'bad',
      title: 'Un escenario con pérdidas',
      message: `En «${worstScenario.name}» tu negocio perdería dinero cada mes: ten listo un plan de recorte de gastos.`,
    });
  }
  return insights;
}

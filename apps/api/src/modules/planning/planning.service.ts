import type {
  BudgetCopyResult,
  BudgetLineView,
  GoalView,
  PlanningHorizon,
  PlanningViewResponse,
  Scenario,
  ScenarioAnalysisView,
} from '@caudal/contracts';
import {
  budgetLineFigures,
  budgetSummaryView,
  forecastMonthsView,
  goalProgressView,
  scenarioAnalysisView,
  worstScenario,
} from '@caudal/contracts';
import {
  type Centavos,
  categoryKey,
  centavos,
  FORECAST_RULES,
  goalsSummary,
  monthKey,
  PLANNING_HORIZONS,
  PLANNING_SCENARIO_DEFAULTS,
  type ProjectionAssumptions,
  plannedFromActual,
  planningInsights,
  sumCentavos,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { loadCompanyFigures } from '../../figures/index.ts';
import type { Events } from '../../lib/events.ts';
import { formatDay } from '../../lib/format.ts';
import type { AuthContext, CompanyAt } from '../../lib/request-auth.ts';
import {
  budgetLinesOf,
  budgetLineView,
  type GoalFigures,
  goalView,
  insertBudgetLines,
  type MonthCategorySum,
  monthCategoriesPart,
  planningParts,
  replaceScenarios,
  type ScenarioFields,
} from './planning.repository.ts';

type Baseline = NonNullable<PlanningViewResponse['baseline']>;

/**
 * The month the forecast and the scenarios start from: the figures core's (the cash-flow page's
 * and growth's), with the growth of the one projection rule.
 */
async function baselineOf(db: Queryable, company: CompanyAt, asOf: string) {
  const figures = await loadCompanyFigures(db, company, asOf);
  const baseline: Baseline | null =
    figures.basis.source === 'none'
      ? null
      : {
          revenue: figures.month.revenue,
          costs: figures.month.expenses,
          basis: figures.basis.label,
          growth: figures.projection.label,
        };
  return { baseline, cashBalance: figures.cash.value, assumptions: figures.projection };
}

/** A linked goal's current amount and where it comes from (Spanish). */
function followed(
  goal: ReturnType<typeof goalView>,
  figures: GoalFigures | undefined,
  cashBalance: Centavos | null,
): { amount: Centavos; source: string | null } {
  const since = goal.startDate ? ` desde el ${formatDay(goal.startDate)}` : '';
  switch (goal.link) {
    case 'none':
      return { amount: goal.currentAmount, source: null };
    case 'cash-balance':
      return cashBalance === null
        ? { amount: ZERO_CENTAVOS, source: 'Saldo de caja: aún no registras tu saldo inicial' }
        : { amount: centavos(Math.max(0, cashBalance)), source: 'Saldo de caja de hoy' };
    case 'revenue':
      return { amount: figures?.incomeCentavos ?? ZERO_CENTAVOS, source: `Ingresos${since}` };
    case 'net-profit': {
      const profit = (figures?.incomeCentavos ?? 0) - (figures?.expensesCentavos ?? 0);
      return { amount: centavos(Math.max(0, profit)), source: `Utilidad neta${since}` };
    }
    case 'category':
      return {
        amount: figures?.categoryCentavos ?? ZERO_CENTAVOS,
        source: `Movimientos de «${goal.linkCategory ?? ''}»${since}`,
      };
  }
}

/**
 * The month's lines against its entries, and the categories with entries and no line; the
 * summary judges the month only once it is complete (`period`).
 */
function budgetOf(
  lines: readonly ReturnType<typeof budgetLineView>[],
  actuals: readonly MonthCategorySum[],
  period: { month: string; asOf: string },
) {
  const actualByKey = new Map<string, { category: string; amount: number }>();
  for (const a of actuals) {
    const key = `${a.type}|${categoryKey(a.category)}`;
    const found = actualByKey.get(key);
    actualByKey.set(key, {
      category: found?.category ?? a.category.trim(),
      amount: (found?.amount ?? 0) + a.amountCentavos,
    });
  }
  const viewLines: BudgetLineView[] = lines.map((line) => {
    const actual = centavos(
      actualByKey.get(`${line.type}|${categoryKey(line.category)}`)?.amount ?? 0,
    );
    return {
      ...line,
      actual,
      ...budgetLineFigures({
        type: line.type,
        plannedCentavos: line.planned,
        actualCentavos: actual,
      }),
    };
  });
  const planned = new Set(lines.map((l) => `${l.type}|${categoryKey(l.category)}`));
  const unplanned = [...actualByKey]
    .filter(([key, a]) => !planned.has(key) && a.amount !== 0)
    .map(([key, a]) => ({
      category: a.category,
      type: key.startsWith('income|') ? ('income' as const) : ('expense' as const),
      actual: centavos(a.amount),
    }));
  return {
    lines: viewLines,
    unplanned,
    summary: budgetSummaryView(
      viewLines.map((l) => ({
        type: l.type,
        plannedCentavos: l.planned,
        actualCentavos: l.actual,
      })),
      lines.length === 0
        ? 'Aún no tienes partidas en este mes: agrega la primera o copia un mes anterior.'
        : undefined,
      period,
    ),
  };
}

/** The stored scenarios, or the defaults (25/50/20/5 %) while there are none, over the baseline. */
export function scenariosOf(
  stored: readonly Scenario[],
  baseline: Baseline | null,
): ScenarioAnalysisView {
  const defaults = stored.length === 0;
  return scenarioAnalysisView(
    baseline && {
      monthlyRevenueCentavos: baseline.revenue,
      monthlyCostsCentavos: baseline.costs,
    },
    defaults ? PLANNING_SCENARIO_DEFAULTS : stored,
    defaults,
  );
}

function forecastOf(
  baseline: Baseline | null,
  assumptions: ProjectionAssumptions,
  asOf: string,
  horizon: PlanningHorizon,
) {
  const length = PLANNING_HORIZONS[horizon];
  if (baseline === null) {
    return {
      horizon,
      months: [],
      note: 'Registra tus movimientos, o tus productos y costos, para proyectar tus ingresos y costos.',
    };
  }
  const rule = `Desde el promedio mensual de ${baseline.basis}, ingresos y costos crecen ${baseline.growth}: la misma regla de Flujo de caja y Crecimiento. Conservador: ingresos × 0.9 y costos × 0.95; optimista: ingresos × 1.15 y costos × 1.05.`;
  return {
    horizon,
    months: forecastMonthsView({
      monthlyRevenueCentavos: baseline.revenue,
      monthlyCostsCentavos: baseline.costs,
      asOf,
      months: length,
      assumptions,
    }),
    note:
      length > FORECAST_RULES.months
        ? `${rule} Más allá de 36 meses se extiende la misma regla: tómalo como una referencia, no como un pronóstico.`
        : rule,
  };
}

/** The forecast alone (POST /api/reports/project-forecast): the same rule and typical month. */
export async function planningForecast(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  horizon: PlanningHorizon,
) {
  const { baseline, assumptions } = await baselineOf(db, company, asOf);
  return { asOf, baseline, forecast: forecastOf(baseline, assumptions, asOf, horizon) };
}

type PlanningParts = Awaited<ReturnType<typeof readParts<ReturnType<typeof planningParts>>>>;

/** The goals with what the linked ones follow and their progress. */
function goalViews(parts: PlanningParts, cashBalance: Centavos | null, asOf: string): GoalView[] {
  const figuresOf = new Map(parts.goalFigures.map((f) => [f.id, f]));
  return parts.goals.map((row) => {
    const goal = goalView(row);
    const { amount, source } = followed(goal, figuresOf.get(goal.id), cashBalance);
    return {
      ...goal,
      currentAmount: amount,
      manualAmount: row.currentCentavos,
      source,
      ...goalProgressView({ ...goal, currentAmount: amount }, asOf),
    };
  });
}

/**
 * The goals and this month's budget lines only (what the automation rules watch), without the
 * forecast, the scenarios or the typical month; `cashBalance` as the caller read it.
 */
export async function planningWatch(
  db: Queryable,
  companyId: string,
  asOf: string,
  cashBalance: Centavos | null,
) {
  const month = monthKey(asOf);
  const parts = await readParts(db, planningParts(companyId, { month, asOf }));
  return {
    goals: goalViews(parts, cashBalance, asOf),
    budgetLines: budgetOf(parts.lines.map(budgetLineView), parts.actuals, { month, asOf }).lines,
  };
}

/** GET /api/planning/view: goals, the month's budget, the forecast, the scenarios, insights. */
export async function planningView(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
  query: { month?: string | undefined; horizon: PlanningHorizon },
): Promise<PlanningViewResponse> {
  const month = query.month ?? monthKey(asOf);
  const [parts, { baseline, cashBalance, assumptions }] = await Promise.all([
    readParts(db, planningParts(company.companyId, { month, asOf })),
    baselineOf(db, company, asOf),
  ]);
  const goals = goalViews(parts, cashBalance, asOf);
  const summary = goalsSummary(
    goals.map((g) => ({
      targetAmountCentavos: g.targetAmount,
      currentAmountCentavos: g.currentAmount,
      deadline: g.deadline,
    })),
    asOf,
  );
  const budget = budgetOf(parts.lines.map(budgetLineView), parts.actuals, { month, asOf });
  const scenarios = scenariosOf(parts.scenarios, baseline);
  const worst = worstScenario(scenarios);
  return {
    asOf,
    goals,
    goalsSummary: summary,
    budget: { month, ...budget, months: parts.months },
    baseline,
    forecast: forecastOf(baseline, assumptions, asOf, query.horizon),
    scenarios,
    insights: planningInsights({
      budget: {
        lineCount: budget.lines.length,
        accuracy: budget.summary.accuracy,
        lowAccuracy: budget.summary.lowAccuracy,
        aboveProfitPlan: budget.summary.aboveProfitPlan,
      },
      goals: summary,
      scenarios: {
        expectedProfitCentavos: baseline ? scenarios.expectedProfit : null,
        baseProfitCentavos: baseline ? scenarios.baseProfit : null,
      },
      worstScenario: baseline && worst ? { name: worst.name, profitCentavos: worst.profit } : null,
    }),
  };
}

const MONTH_NAMES = new Intl.DateTimeFormat('es-MX', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthWords = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

const copyResult = (created: number, considered: number, to: string, from: string) => {
  const skipped = considered - created;
  const detail =
    considered === 0
      ? `No hay nada que copiar de ${monthWords(from)}.`
      : [
          `Se ${created === 1 ? 'agregó 1 partida' : `agregaron ${created} partidas`} a ${monthWords(to)}.`,
          skipped > 0
            ? `${skipped === 1 ? '1 categoría ya estaba' : `${skipped} categorías ya estaban`} en el presupuesto y no se cambió.`
            : '',
        ]
          .filter(Boolean)
          .join(' ');
  return { created, skipped, detail };
};

/**
 * Copies a month's lines into another in one transaction; a category the target month already
 * has keeps its line.
 */
export async function copyBudget(
  db: Queryable,
  events: Events,
  auth: AuthContext,
  { from, to }: { from: string; to: string },
): Promise<BudgetCopyResult> {
  return db.transaction(async (tx) => {
    const source = await budgetLinesOf(tx, auth.companyId, from);
    const created = await insertBudgetLines(
      tx,
      auth.companyId,
      source.map((l) => ({
        month: to,
        category: l.category,
        type: l.type,
        plannedCentavos: l.plannedCentavos,
      })),
    );
    if (created > 0) await emitBudgetChanged(events, auth, tx);
    return copyResult(created, source.length, to, from);
  });
}

/**
 * One line per category of a past month's entries, planned at the actual ± the percent (whole
 * pesos), in one transaction; owner contributions and withdrawals are budgeted too, as entered.
 */
export async function budgetFromActuals(
  db: Queryable,
  events: Events,
  auth: AuthContext,
  { from, to, adjustPercent }: { from: string; to: string; adjustPercent: number },
): Promise<BudgetCopyResult> {
  return db.transaction(async (tx) => {
    const { actuals } = await readParts(tx, {
      actuals: monthCategoriesPart(auth.companyId, from),
    });
    // Categories compared as finance compares them: 'Renta' and 'renta ' are one line.
    const byKey = new Map<
      string,
      { type: 'income' | 'expense'; category: string; sum: Centavos[] }
    >();
    for (const a of actuals) {
      const key = `${a.type}|${categoryKey(a.category)}`;
      const entry = byKey.get(key) ?? { type: a.type, category: a.category.trim(), sum: [] };
      entry.sum.push(a.amountCentavos);
      byKey.set(key, entry);
    }
    // A category the month already has is skipped by insertBudgetLines (ON CONFLICT).
    const lines = [...byKey.values()].map((a) => ({
      month: to,
      category: a.category,
      type: a.type,
      plannedCentavos: plannedFromActual(sumCentavos(a.sum), adjustPercent),
    }));
    const created = await insertBudgetLines(tx, auth.companyId, lines);
    if (created > 0) await emitBudgetChanged(events, auth, tx);
    return copyResult(created, byKey.size, to, from);
  });
}

function emitBudgetChanged(events: Events, auth: AuthContext, tx: Queryable) {
  return events.emit(
    'company-data-changed',
    { companyId: auth.companyId, userId: auth.userId, action: 'created', kinds: ['budget-line'] },
    { db: tx },
  );
}

/** PUT /api/planning/scenarios: the whole set replaced in one transaction. */
export async function saveScenarios(
  db: Queryable,
  events: Events,
  auth: AuthContext,
  scenarios: readonly ScenarioFields[],
): Promise<Scenario[]> {
  return db.transaction(async (tx) => {
    const saved = await replaceScenarios(tx, auth.companyId, scenarios);
    await events.emit(
      'company-data-changed',
      {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'updated',
        kinds: ['planning-scenario'],
      },
      { db: tx },
    );
    return saved;
  });
}

import {
  BudgetLineInputSchema,
  BudgetLineSchema,
  GoalInputSchema,
  GoalSchema,
  type Scenario,
} from '@caudal/contracts';
import { type Centavos, categoryKey } from '@caudal/finance';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { budgetLines, goals, planningScenarios } from '../../db/schema/index.ts';
import { centavosOf, isOwnerMovement } from '../../figures/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

type GoalRow = typeof goals.$inferSelect;
type BudgetLineRow = typeof budgetLines.$inferSelect;

export const goalView = (row: GoalRow) => ({
  id: row.id,
  name: row.name,
  targetAmount: row.targetCentavos,
  currentAmount: row.currentCentavos,
  deadline: row.deadline,
  category: row.category as (typeof GoalSchema.shape.category.options)[number],
  priority: row.priority as (typeof GoalSchema.shape.priority.options)[number],
  link: row.link as (typeof GoalSchema.shape.link.options)[number],
  linkCategory: row.linkCategory,
  startDate: row.startDate,
  createdAt: row.createdAt.toISOString(),
});

/** The company's goals (001 §3 "Goal"). */
export const goalRecords = ownedRecords({
  table: goals,
  tag: 'planning',
  kind: 'goal',
  input: GoalInputSchema,
  output: GoalSchema,
  notFoundDetail: 'Meta no encontrada',
  toRow: (g) => ({
    name: g.name,
    targetCentavos: g.targetAmount,
    currentCentavos: g.currentAmount,
    deadline: g.deadline,
    category: g.category,
    priority: g.priority,
    link: g.link,
    // A category is kept only for the goal that follows one.
    linkCategory: g.link === 'category' ? g.linkCategory : null,
    startDate: g.startDate,
  }),
  toView: goalView,
});

export const budgetLineView = (row: BudgetLineRow) => ({
  id: row.id,
  month: row.month,
  category: row.category,
  type: row.type as (typeof BudgetLineSchema.shape.type.options)[number],
  planned: row.plannedCentavos,
  createdAt: row.createdAt.toISOString(),
});

/** The company's budget lines: one per month, type and category. */
export const budgetLineRecords = ownedRecords({
  table: budgetLines,
  tag: 'planning',
  kind: 'budget-line',
  input: BudgetLineInputSchema,
  output: BudgetLineSchema,
  notFoundDetail: 'Partida de presupuesto no encontrada',
  conflictDetail: 'Ya hay una partida de esa categoría y tipo en ese mes',
  toRow: (line) => ({
    month: line.month,
    category: line.category,
    categoryKey: categoryKey(line.category),
    type: line.type,
    plannedCentavos: line.planned,
  }),
  toView: budgetLineView,
});

/** Every row read back from JSON (`json_agg` of the table) as the table's row shape. */
const goalRow = (r: Record<string, unknown>): GoalRow => ({
  id: String(r.id),
  companyId: String(r.company_id),
  name: String(r.name),
  targetCentavos: centavosOf(r.target_cents),
  currentCentavos: centavosOf(r.current_cents),
  deadline: String(r.deadline),
  category: String(r.category),
  priority: String(r.priority),
  link: String(r.link),
  linkCategory: r.link_category === null ? null : String(r.link_category),
  startDate: r.start_date === null ? null : String(r.start_date),
  createdAt: new Date(String(r.created_at)),
});

/** The goals in creation order, each with the created day (a linked goal's default start). */
function goalsPart(companyId: string): Part<GoalRow[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(g ORDER BY g.created_at, g.id), '[]') FROM goals g
        WHERE g.company_id = ${companyId}`,
    goalRow,
  );
}

/** A category as finance's `categoryKey` compares it (no case, no accents), in SQL. */
const categoryKeySql = (column: ReturnType<typeof sql>) =>
  sql`translate(lower(btrim(${column})), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`;

export type GoalFigures = {
  id: string;
  /** Income since the goal's start, owner contributions left out. */
  incomeCentavos: Centavos;
  /** Expenses since the goal's start, owner withdrawals left out. */
  expensesCentavos: Centavos;
  /** Every entry of the goal's category since its start. */
  categoryCentavos: Centavos;
};

/**
 * What each linked goal follows, from its start to `asOf` or its deadline, whichever comes
 * first: income, expenses and its category's entries.
 */
function goalFiguresPart(companyId: string, asOf: string): Part<GoalFigures[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('id', g.id, 'income', f.income,
          'expenses', f.expenses, 'category', f.category)), '[]')
        FROM goals g CROSS JOIN LATERAL (
          SELECT
            coalesce(sum(d.net_cents) FILTER (
              WHERE d.type = 'income' AND NOT ${isOwnerMovement(sql`d.category`)}), 0) AS income,
            coalesce(sum(d.net_cents) FILTER (
              WHERE d.type = 'expense' AND NOT ${isOwnerMovement(sql`d.category`)}), 0) AS expenses,
            coalesce(sum(d.net_cents) FILTER (
              WHERE ${categoryKeySql(sql`d.category`)} = ${categoryKeySql(sql`g.link_category`)}),
              0) AS category
          FROM cash_flow_daily d
          WHERE d.company_id = g.company_id
            AND d.date >= g.start_date
            AND d.date <= least(${asOf}::date, g.deadline)) f
        WHERE g.company_id = ${companyId} AND g.link IN ('revenue', 'net-profit', 'category')`,
    (r) => ({
      id: String(r.id),
      incomeCentavos: centavosOf(r.income),
      expensesCentavos: centavosOf(r.expenses),
      categoryCentavos: centavosOf(r.category),
    }),
  );
}

/** The lines of one month, in creation order. */
function budgetLinesPart(companyId: string, month: string): Part<BudgetLineRow[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(b ORDER BY b.created_at, b.id), '[]') FROM budget_lines b
        WHERE b.company_id = ${companyId} AND b.month = ${month}`,
    (r) => ({
      id: String(r.id),
      companyId: String(r.company_id),
      month: String(r.month),
      category: String(r.category),
      categoryKey: String(r.category_key),
      type: String(r.type),
      plannedCentavos: centavosOf(r.planned_cents),
      createdAt: new Date(String(r.created_at)),
    }),
  );
}

/** The months that have budget lines, newest first. */
function budgetMonthsPart(companyId: string): Part<string[]> {
  return {
    expr: sql`SELECT coalesce(json_agg(m.month ORDER BY m.month DESC), '[]') FROM (
        SELECT DISTINCT month FROM budget_lines WHERE company_id = ${companyId}) m`,
    read: (value) => (Array.isArray(value) ? value.map(String) : []),
  };
}

export type MonthCategorySum = {
  type: 'income' | 'expense';
  category: string;
  amountCentavos: Centavos;
};

/** One month's sums by type and category, from `cash_flow_daily`. */
export function monthCategoriesPart(companyId: string, month: string): Part<MonthCategorySum[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('type', s.type, 'category', s.category,
          'amount', s.amount) ORDER BY s.type, s.category), '[]') FROM (
          SELECT type, category, sum(net_cents) AS amount FROM cash_flow_daily
          WHERE company_id = ${companyId} AND date >= ${`${month}-01`}::date
            AND date < (${`${month}-01`}::date + interval '1 month')
          GROUP BY type, category) s`,
    (r) => ({
      type: r.type === 'income' ? 'income' : 'expense',
      category: String(r.category),
      amountCentavos: centavosOf(r.amount),
    }),
  );
}

type ScenarioRow = typeof planningScenarios.$inferSelect;

function scenariosPart(companyId: string): Part<Scenario[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(s ORDER BY s.position), '[]') FROM planning_scenarios s
        WHERE s.company_id = ${companyId}`,
    (r) => ({
      id: String(r.id),
      name: String(r.name),
      probability: Number(r.probability),
      revenueImpact: Number(r.revenue_impact),
      costImpact: Number(r.cost_impact),
      description: String(r.description),
    }),
  );
}

/**
 * What the planning view reads, in one statement: goals and what the linked ones follow, the
 * month's lines and entries by category, the budgeted months and the stored scenarios.
 */
export function planningParts(companyId: string, { month, asOf }: { month: string; asOf: string }) {
  return {
    goals: goalsPart(companyId),
    goalFigures: goalFiguresPart(companyId, asOf),
    lines: budgetLinesPart(companyId, month),
    months: budgetMonthsPart(companyId),
    actuals: monthCategoriesPart(companyId, month),
    scenarios: scenariosPart(companyId),
  };
}

/** The stored scenarios (empty while the company keeps the defaults). */
export async function listScenarios(db: Queryable, companyId: string): Promise<Scenario[]> {
  const rows = await db
    .select()
    .from(planningScenarios)
    .where(eq(planningScenarios.companyId, companyId))
    .orderBy(asc(planningScenarios.position));
  return rows.map(scenarioView);
}

const scenarioView = (row: ScenarioRow): Scenario => ({
  id: row.id,
  name: row.name,
  probability: row.probability,
  revenueImpact: row.revenueImpact,
  costImpact: row.costImpact,
  description: row.description,
});

export type ScenarioFields = Omit<Scenario, 'id'>;

/** Replaces the company's scenarios with `scenarios`, in that order (inside the caller's tx). */
export async function replaceScenarios(
  db: Queryable,
  companyId: string,
  scenarios: readonly ScenarioFields[],
): Promise<Scenario[]> {
  await db.delete(planningScenarios).where(eq(planningScenarios.companyId, companyId));
  if (scenarios.length === 0) return [];
  const rows = await db
    .insert(planningScenarios)
    .values(scenarios.map((s, position) => ({ ...s, companyId, position })))
    .returning();
  return rows.sort((a, b) => a.position - b.position).map(scenarioView);
}

/** The lines of one month (to copy them). */
export async function budgetLinesOf(db: Queryable, companyId: string, month: string) {
  return db
    .select()
    .from(budgetLines)
    .where(sql`${budgetLines.companyId} = ${companyId} AND ${budgetLines.month} = ${month}`)
    .orderBy(asc(budgetLines.createdAt), asc(budgetLines.id));
}

/** Inserts lines, skipping any month, type and category the company already has. */
export async function insertBudgetLines(
  db: Queryable,
  companyId: string,
  lines: readonly { month: string; category: string; type: string; plannedCentavos: Centavos }[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const inserted = await db
    .insert(budgetLines)
    .values(lines.map((l) => ({ ...l, companyId, categoryKey: categoryKey(l.category) })))
    .onConflictDoNothing()
    .returning({ id: budgetLines.id });
  return inserted.length;
}

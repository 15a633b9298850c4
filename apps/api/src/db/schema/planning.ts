import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companyId, createdAt } from './company-owned.ts';

/**
 * A company's financial goals (issue 15, spec 001 §3 "Goal"). A goal that follows a figure
 * (`link`) has its current amount computed from the company's data on every read;
 * `current_cents` is the owner's own figure, used while it follows nothing.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    targetCentavos: centavosColumn('target_cents').notNull(),
    currentCentavos: centavosColumn('current_cents').notNull().default(sql`0`),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** revenue | savings | investment | expansion | debt. */
    category: text('category').notNull().default('savings'),
    /** high | medium | low. */
    priority: text('priority').notNull().default('medium'),
    /** none | revenue | cash-balance | net-profit | category. */
    link: text('link').notNull().default('none'),
    linkCategory: text('link_category'),
    /** Where a goal that sums entries (revenue, net profit, a category) starts counting. */
    startDate: date('start_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('goals_company_idx').on(t.companyId, t.createdAt),
    check(
      'goals_category_check',
      sql`${t.category} IN ('revenue', 'savings', 'investment', 'expansion', 'debt')`,
    ),
    check('goals_priority_check', sql`${t.priority} IN ('high', 'medium', 'low')`),
    check(
      'goals_link_check',
      sql`${t.link} IN ('none', 'revenue', 'cash-balance', 'net-profit', 'category')
        AND (${t.link} <> 'category' OR ${t.linkCategory} IS NOT NULL)`,
    ),
    check('goals_amounts_check', sql`${t.targetCentavos} > 0 AND ${t.currentCentavos} >= 0`),
  ],
);

/**
 * A budget line: what the owner plans for one category in one month (spec 001 §3 "Budget
 * line"). The actual is never stored: it is the month's entries of the category. One line per
 * month, type and category, compared as finance's `categoryKey` writes it (`category_key`).
 */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    category: text('category').notNull(),
    categoryKey: text('category_key').notNull(),
    /** income | expense. */
    type: text('type').notNull(),
    plannedCentavos: centavosColumn('planned_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('budget_lines_unique_idx').on(t.companyId, t.month, t.type, t.categoryKey),
    check('budget_lines_type_check', sql`${t.type} IN ('income', 'expense')`),
    check('budget_lines_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('budget_lines_planned_check', sql`${t.plannedCentavos} >= 0`),
  ],
);

/**
 * The owner's planning scenarios (spec 001 §3 "Planning scenario"), stored as a set whose
 * probabilities add up to 100 %; a company with none keeps finance's defaults.
 */
export const planningScenarios = pgTable(
  'planning_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    probability: doublePrecision('probability').notNull(),
    revenueImpact: doublePrecision('revenue_impact').notNull(),
    costImpact: doublePrecision('cost_impact').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('planning_scenarios_position_idx').on(t.companyId, t.position),
    check('planning_scenarios_probability_check', sql`${t.probability} BETWEEN 0 AND 100`),
  ],
);

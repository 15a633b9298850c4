import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './company-owned.ts';
import { companies } from './users.ts';

/**
 * The growth simulations an owner keeps (issue 18): the simulator's input and the result the
 * server computed from it, as they were when saved.
 */
export const growthSimulations = pgTable(
  'growth_simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The contracts' SimulationInput, money in centavos. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** The contracts' SimulationResult, money in centavos. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('growth_simulations_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * What the owner keeps for the growth screen (issue 18), one row per company; no row: the
 * settings prefilled from the profile, §9's targets and scenarios, a plan not started.
 */
export const growthSettings = pgTable('growth_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The contracts' BusinessSettingsInput (monthlyRevenue in centavos); null until saved. */
  business: jsonb('business').$type<Record<string, unknown>>(),
  /** { revenue, customers, margin, acquisitionCost }: money in centavos; absent = suggested. */
  kpiTargets: jsonb('kpi_targets')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** { scenarioId: {investmentCentavos, expectedReturnCentavos, timeframe, risk, probability} }. */
  scenarios: jsonb('scenarios')
    .$type<Record<string, Record<string, unknown>>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The day the action plan started (its first checked task). */
  planStartedOn: date('plan_started_on', { mode: 'string' }),
  /** { taskId: the day it was checked }. */
  planDone: jsonb('plan_done').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

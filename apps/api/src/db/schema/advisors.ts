import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

/**
 * Every analysis an advisor gave: who asked, for which company, the figures it was computed
 * from, what it answered and how long it took. The agents screen counts its statistics from
 * these rows (issue 19); nothing about them is invented.
 */
export const advisorAnalyses = pgTable(
  'advisor_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'maya', 'carlos', 'sofia', 'alex', 'diana'. */
    agent: text('agent').notNull(),
    /** The finance inputs the analysis was computed from (centavos). */
    inputs: jsonb('inputs').notNull(),
    /** The analysis as the API answered it. */
    result: jsonb('result').notNull(),
    /** 'extractive' or 'generative'. */
    mode: text('mode').notNull(),
    recommendationCount: integer('recommendation_count').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advisor_analyses_company_created').on(t.companyId, t.createdAt)],
);

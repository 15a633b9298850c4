import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './company-owned.ts';
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
    /** 'asked' by the owner (a button, the chat, the multi-agent analysis) or 'scheduled'. */
    trigger: text('trigger').notNull().default('asked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advisor_analyses_company_created').on(t.companyId, t.createdAt)],
);

/** Agents an owner paused (issue 19): a paused agent skips its scheduled analyses. */
export const agentSettings = pgTable(
  'agent_settings',
  {
    companyId: companyId(),
    /** contracts AGENT_IDS. */
    agentId: text('agent_id').notNull(),
    paused: boolean('paused').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.agentId] })],
);

/**
 * The company's scheduled analyses (issue 19): when the next cycle is due and, while one runs,
 * since when. No row: the first cycle is due a period after the company was created.
 */
export const agentSchedules = pgTable('agent_schedules', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** When the current (or last) cycle started. */
  cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }),
  /** Set while a cycle runs: its agents show 'Procesando'. */
  runningSince: timestamp('running_since', { withTimezone: true }),
});

/** The agents' chat (issue 19), one conversation per user. */
export const agentChatMessages = pgTable(
  'agent_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    /** 'user' or 'agent'. */
    role: text('role').notNull(),
    /** Who answered (contracts CHAT_AGENTS); null for the owner's messages. */
    agent: text('agent'),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('agent_chat_messages_user_idx').on(t.userId, t.createdAt)],
);

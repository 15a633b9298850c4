import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './company-owned.ts';
import { users } from './users.ts';

/**
 * A company's automation rules (issue 17, spec 001 §3 "Automation rule"). `trigger` and
 * `action` are the contracts' shapes (money in centavos). `next_run_at` is when the engine
 * evaluates it next (its schedule, or the periodic pass); `condition_met` what the last
 * evaluation found, so a condition raises one alert when it starts, not one a pass.
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** financial | notification | report | integration. */
    type: text('type').notNull(),
    /** active | paused | draft. */
    status: text('status').notNull(),
    trigger: jsonb('trigger').$type<Record<string, unknown>>().notNull(),
    action: jsonb('action').$type<Record<string, unknown>>().notNull(),
    /** Integration rules: the HMAC-SHA256 key of their signature header. */
    webhookSecret: text('webhook_secret'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    executionCount: integer('execution_count').notNull().default(0),
    firedCount: integer('fired_count').notNull().default(0),
    conditionMet: boolean('condition_met').notNull().default(false),
    /** Spanish: what the last evaluation found (the page's "watching" line). */
    lastMessage: text('last_message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('automation_rules_company_idx').on(t.companyId, t.createdAt),
    index('automation_rules_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active'`),
    check(
      'automation_rules_type_check',
      sql`${t.type} IN ('financial', 'notification', 'report', 'integration')`,
    ),
    check('automation_rules_status_check', sql`${t.status} IN ('active', 'paused', 'draft')`),
  ],
);

/** Each evaluation of a rule: when, why, what it found and what it raised. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    /** schedule | data | manual. */
    reason: text('reason').notNull(),
    /** fired | quiet | skipped | failed. */
    result: text('result').notNull(),
    message: text('message').notNull(),
    notifications: integer('notifications').notNull().default(0),
    emails: integer('emails').notNull().default(0),
    webhooks: integer('webhooks').notNull().default(0),
  },
  (t) => [
    index('automation_runs_rule_idx').on(t.ruleId, t.ranAt),
    index('automation_runs_company_idx').on(t.companyId, t.ranAt),
  ],
);

/** Every attempt to deliver a webhook (the queue retries a failed one with backoff). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => automationRuns.id, { onDelete: 'set null' }),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_rule_idx').on(t.ruleId, t.createdAt)],
);

/** A user's notifications (spec 000 §3): the bell's and the notifications page's. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    ruleId: uuid('rule_id').references(() => automationRules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    actionUrl: text('action_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`NOT ${t.read}`),
  ],
);

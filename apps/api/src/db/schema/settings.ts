import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companies, users } from './users.ts';

/**
 * One person's settings (issue 20, spec 001 §3 "User config"): each section as the contracts'
 * schema writes it; a section not saved yet is null and reads as its default.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').$type<Record<string, unknown>>(),
  appearance: jsonb('appearance').$type<Record<string, unknown>>(),
  dashboard: jsonb('dashboard').$type<Record<string, unknown>>(),
  /** The profile page's own preferences: auto_save, default_analysis_depth. */
  preferences: jsonb('preferences').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The settings' analysis section, which governs the company (issue 20): how often its agents
 * run, the reports' default period, and the thresholds its header and alerts read. No row: the
 * defaults (weekly, last 3 months, projections, 0 pesos, 60 points, 3.0). Bumps the company's
 * data version (migration 0026), since the header's status is computed from it.
 */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** contracts ANALYSIS_FREQUENCIES. */
  analysisFrequency: text('analysis_frequency').notNull().default('weekly'),
  /** contracts DEFAULT_PERIODS. */
  defaultPeriod: text('default_period').notNull().default('last_3_months'),
  includeProjections: boolean('include_projections').notNull().default(true),
  cashCriticalCentavos: centavosColumn('cash_critical_cents').notNull().default(sql`0`),
  healthScoreWarning: integer('health_score_warning').notNull().default(60),
  ltvCocaMin: doublePrecision('ltv_coca_min').notNull().default(3),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

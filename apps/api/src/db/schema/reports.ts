import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './users.ts';

/**
 * The KPIs a company follows on the reports screen and the owner's own targets (issue 16;
 * chapter 2: choose 5 to 7, give each a target). No row: the default six, default targets.
 */
export const reportKpiSettings = pgTable('report_kpi_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** KPI ids (finance REPORT_KPI_IDS), in the owner's order. */
  followed: text('followed').array().notNull(),
  /** { kpiId: target } in each KPI's unit (pesos for MXN). */
  targets: jsonb('targets').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

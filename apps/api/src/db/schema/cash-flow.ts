import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companies } from './users.ts';

/**
 * What the owner set for the cash forecast: a low-balance threshold and the calendar items
 * (taxes, aguinaldo, ptu, annual-return) left out. No row: the defaults (no threshold,
 * everything counted). Its changes bump the company's data version (migration 0011), so the
 * memoized forecast follows them.
 */
export const cashForecastSettings = pgTable(
  'cash_forecast_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    thresholdCentavos: centavosColumn('threshold_cents'),
    disabledItems: text('disabled_items').array().notNull().default(sql`'{}'::text[]`),
    /** How often the payroll is paid (issue 32): weekly, biweekly (the default) or monthly. */
    payFrequency: text('pay_frequency').notNull().default('biweekly'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cash_forecast_settings_threshold_check', sql`${t.thresholdCentavos} >= 0`),
    check(
      'cash_forecast_settings_pay_frequency_check',
      sql`${t.payFrequency} IN ('weekly', 'biweekly', 'monthly')`,
    ),
  ],
);

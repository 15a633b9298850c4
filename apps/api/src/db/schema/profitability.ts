import type { Centavos } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companyId, createdAt } from './company-owned.ts';

/**
 * A company's investments (issue 15, spec 001 §3 "Investment"; a cash-flow series since issue
 * 33): the cost paid today (t0), the flows of each later month or year, an optional salvage
 * value and the owner's discount rate. VPN, TIR, ROI and payback are computed by finance, never
 * stored. `monthly_return_cents` is the even monthly return when the owner entered "igual cada
 * mes" (null for an uneven series); `duration_months` is the series' term in months. Its changes bump the company's data version (triggers
 * appended to the migration), so the memoized profitability view follows them.
 */
export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** marketing | technology | equipment | expansion | other. */
    type: text('type').notNull().default('other'),
    initialCostCentavos: centavosColumn('initial_cost_cents').notNull(),
    monthlyReturnCentavos: centavosColumn('monthly_return_cents'),
    durationMonths: integer('duration_months').notNull().default(12),
    /** The net flow at the end of each period 1…n, centavos, negative allowed. */
    cashFlowsCentavos: bigint('cash_flows_cents', { mode: 'number' })
      .array()
      .$type<Centavos[]>()
      .notNull(),
    /** month | year. */
    periodUnit: text('period_unit').notNull().default('month'),
    /** Percent per year. */
    discountRatePercent: doublePrecision('discount_rate_percent').notNull().default(12),
    salvageCentavos: centavosColumn('salvage_cents'),
    /** low | medium | high. */
    riskLevel: text('risk_level').notNull().default('medium'),
    createdAt: createdAt(),
  },
  (t) => [
    index('investments_company_idx').on(t.companyId, t.createdAt),
    check(
      'investments_type_check',
      sql`${t.type} IN ('marketing', 'technology', 'equipment', 'expansion', 'other')`,
    ),
    check('investments_risk_check', sql`${t.riskLevel} IN ('low', 'medium', 'high')`),
    check(
      'investments_amounts_check',
      sql`${t.initialCostCentavos} > 0 AND ${t.monthlyReturnCentavos} >= 0 AND ${t.durationMonths} >= 1`,
    ),
    check(
      'investments_series_check',
      sql`${t.periodUnit} IN ('month', 'year') AND cardinality(${t.cashFlowsCentavos}) >= 1 AND ${t.discountRatePercent} > -100 AND ${t.salvageCentavos} >= 0`,
    ),
  ],
);

/**
 * The owner's grouping of profit centres: a name and the centres' keys ('product:<id>',
 * 'category:<name as compared>'). A key no centre has any more is ignored by finance.
 */
export const profitCentreGroups = pgTable(
  'profit_centre_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    centreKeys: text('centre_keys').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profit_centre_groups_company_idx').on(t.companyId, t.createdAt)],
);

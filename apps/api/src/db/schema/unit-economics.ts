import { sql } from 'drizzle-orm';
import {
  check,
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
import { products } from './financial-data.ts';

/**
 * A company's customers, one row a month (issue 14): unit economics, growth and reports read
 * them; a month without a row uses the spec's estimates. Its changes bump the company's data
 * version (triggers appended to the migration), so the memoized view follows them.
 */
export const customerRecords = pgTable(
  'customer_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    activeCustomers: integer('active_customers').notNull(),
    newCustomers: integer('new_customers').notNull(),
    /** Only when the marketing spend is not in the entries. */
    marketingSpendCentavos: centavosColumn('marketing_spend_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_records_company_month_idx').on(t.companyId, t.month),
    check(
      'customer_records_counts_check',
      sql`${t.activeCustomers} >= 0 AND ${t.newCustomers} >= 0 AND ${t.newCustomers} <= ${t.activeCustomers}`,
    ),
    check('customer_records_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('customer_records_marketing_check', sql`${t.marketingSpendCentavos} >= 0`),
  ],
);

/** A what-if the owner saved on the unit-economics screen: a product (null: all) and inputs. */
export const unitEconomicsScenarios = pgTable(
  'unit_economics_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    priceCentavos: centavosColumn('price_cents').notNull(),
    variableCostCentavos: centavosColumn('variable_cost_cents').notNull(),
    marketingSpendCentavos: centavosColumn('marketing_spend_cents').notNull(),
    newCustomers: integer('new_customers').notNull(),
    avgPurchaseFreq: doublePrecision('avg_purchase_freq').notNull(),
    retentionMonths: doublePrecision('retention_months').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('unit_economics_scenarios_company_idx').on(t.companyId, t.createdAt),
    check(
      'unit_economics_scenarios_inputs_check',
      sql`${t.priceCentavos} >= 0 AND ${t.variableCostCentavos} >= 0 AND ${t.marketingSpendCentavos} >= 0
        AND ${t.newCustomers} >= 0 AND ${t.avgPurchaseFreq} >= 0 AND ${t.retentionMonths} >= 0`,
    ),
  ],
);

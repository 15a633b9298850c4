import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companyId } from './company-owned.ts';
import { products } from './financial-data.ts';

/**
 * The owner's pricing inputs for a product (issue 14, spec 001 §3 "Pricing inputs"): target
 * margin, competitor's price (optional), elasticity and, when the owner gave one, the demand (null: the
 * product's units a month). One row a product; a product without a row takes the spec's
 * defaults. Its changes bump the company's data version (triggers appended to the migration),
 * so the memoized costs-and-pricing view follows them.
 */
export const pricingInputs = pgTable(
  'pricing_inputs',
  {
    companyId: companyId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    targetMarginPercent: doublePrecision('target_margin_percent').notNull(),
    /** Null until the owner gives one (issue 31: the spec's 179 is no default). */
    competitorPriceCentavos: centavosColumn('competitor_price_cents'),
    priceElasticity: doublePrecision('price_elasticity').notNull(),
    demand: integer('demand'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId] }),
    check(
      'pricing_inputs_values_check',
      sql`${t.targetMarginPercent} >= 0 AND ${t.targetMarginPercent} < 100
        AND (${t.competitorPriceCentavos} IS NULL OR ${t.competitorPriceCentavos} > 0) AND ${t.priceElasticity} <= 0
        AND (${t.demand} IS NULL OR ${t.demand} >= 0)`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';
import { companyId, createdAt } from './company-owned.ts';
import { imports } from './imports.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    priceCentavos: centavosColumn('price_cents').notNull(),
    variableCostCentavos: centavosColumn('variable_cost_cents').notNull(),
    monthlySales: integer('monthly_sales').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.createdAt),
    check(
      'products_money_check',
      sql`${t.priceCentavos} >= 0 AND ${t.variableCostCentavos} >= 0 AND ${t.monthlySales} >= 0`,
    ),
  ],
);

export const fixedCosts = pgTable(
  'fixed_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    category: text('category').notNull(),
    recurring: boolean('recurring').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fixed_costs_company_idx').on(t.companyId, t.createdAt),
    check('fixed_costs_amount_check', sql`${t.amountCentavos} > 0`),
  ],
);

export const variableCostLines = pgTable(
  'variable_cost_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('variable_cost_lines_company_idx').on(t.companyId, t.createdAt),
    check(
      'variable_cost_lines_check',
      sql`${t.amountCentavos} > 0 AND ${t.type} IN ('fixed', 'variable')`,
    ),
  ],
);

/** What the owner recorded or imported. Projected entries are computed, never stored here. */
export const cashFlowEntries = pgTable(
  'cash_flow_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    recurring: boolean('recurring').notNull().default(false),
    source: text('source').notNull().default('manual'),
    /** The import that added it (issue 13); undoing the import deletes it. */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    /**
     * What it is in its source, unique per company, so the same CFDI or bank movement is never
     * added twice: 'cfdi:<UUID>', 'ofx:<account>:<FITID>', 'bank:<hash>'.
     */
    externalId: text('external_id'),
    /** From a CFDI: the subtotal, the IVA transferred and the taxes withheld, in MXN. */
    subtotalCentavos: centavosColumn('subtotal_cents'),
    ivaCentavos: centavosColumn('iva_cents'),
    isrWithheldCentavos: centavosColumn('isr_withheld_cents'),
    ivaWithheldCentavos: centavosColumn('iva_withheld_cents'),
    /**
     * A payroll's other deductions (the worker's IMSS, INFONAVIT credit, loans): withheld from the
     * pay, part of its cost (issue 32).
     */
    otherWithheldCentavos: centavosColumn('other_withheld_cents'),
    /**
     * The IVA rate the amount includes, for a movement without a CFDI ('16', '8', '0',
     * 'exento'): the owner's choice, or the category's default (category_tax_defaults) when it
     * was recorded. Null: not said (a CFDI's breakdown, or no IVA known).
     */
    ivaRate: text('iva_rate'),
    /** The counterparty's RFC, upper case, when a CFDI says it (issue 32: reconciliation). */
    counterpartRfc: text('counterpart_rfc'),
    /**
     * The movement before IVA (issue 32): what moved, less the IVA in it, plus what was withheld
     * (a CFDI's SubTotal − Descuento; a payroll's gross). Profit, margins and break-even read it; cash reads amount.
     * Equal to the amount for a movement without a tax breakdown.
     */
    netCentavos: centavosColumn('net_cents')
      .notNull()
      .generatedAlwaysAs(
        sql`amount_cents - coalesce(iva_cents, 0) + coalesce(isr_withheld_cents, 0) + coalesce(iva_withheld_cents, 0) + coalesce(other_withheld_cents, 0)`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_flow_entries_company_external_key').on(t.companyId, t.externalId),
    index('cash_flow_entries_import_idx').on(t.importId),
    // Newest first, as the list pages them: a page reads its rows from the index, no sort.
    index('cash_flow_entries_company_newest_idx').on(
      t.companyId,
      // NULLS FIRST is what `ORDER BY ... DESC` means; the planner matches it exactly.
      t.date.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'cash_flow_entries_check',
      sql`${t.amountCentavos} > 0 AND ${t.type} IN ('income', 'expense')`,
    ),
  ],
);

/**
 * Daily sums of the entries by type and category, kept by statement-level triggers on
 * cash_flow_entries (migration 0003). Dashboards read this instead of scanning the entries.
 */
export const cashFlowDaily = pgTable(
  'cash_flow_daily',
  {
    companyId: companyId(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    /** The entries' sum before IVA (their net_cents): profit's figure; amount is the cash. */
    netCentavos: centavosColumn('net_cents').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.date, t.type, t.category] })],
);

/**
 * Income by month, category and counterparty (Alex's customer concentration), kept by
 * statement-level triggers on cash_flow_entries (migration 0028), like `cash_flow_daily`. The
 * counterparty is `income_counterparty_key(description, source)`, finance's
 * `incomeCounterparty` keying written in SQL and computed once per written entry instead of on
 * every read; anonymous sales and owner movements stay in it (the category is kept for the owner
 * filter) and are left out when it is read. Only derived from the entries, whose own triggers
 * bump the data version, so it needs none of its own.
 */
export const incomeCounterpartyMonthly = pgTable(
  'income_counterparty_monthly',
  {
    companyId: companyId(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    counterparty: text('counterparty').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'income_counterparty_monthly_pk',
      columns: [t.companyId, t.month, t.category, t.counterparty],
    }),
    // Rows a write emptied, for the trigger to delete without computing their keys again.
    index('income_counterparty_monthly_emptied_idx').on(t.companyId).where(sql`${t.entries} <= 0`),
  ],
);

/**
 * Alex's window: the income of the last 12 complete months by counterparty (owner movements
 * left out), read as a top 3 by index instead of summing a year of `income_counterparty_monthly`
 * (120,000 counterparties a year on the benched company). Built from the monthly summary by
 * `income_counterparty_window_build(company, first_month)` when a read asks for a window it
 * does not hold (once a month), and kept exact by the same triggers as the monthly summary
 * (migration 0029). Derived only, like the monthly summary.
 */
export const incomeCounterpartyWindows = pgTable('income_counterparty_windows', {
  companyId: companyId().primaryKey(),
  /** The window's first month: it covers this month and the eleven after it. */
  firstMonth: date('first_month', { mode: 'string' }).notNull(),
});

export const incomeCounterpartyWindow = pgTable(
  'income_counterparty_window',
  {
    companyId: companyId(),
    counterparty: text('counterparty').notNull(),
    amountCentavos: centavosColumn('amount_cents').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'income_counterparty_window_pk',
      columns: [t.companyId, t.counterparty],
    }),
    // The read: the largest sums first (NULLS FIRST, the order of a plain ORDER BY ... DESC).
    index('income_counterparty_window_amount_idx').on(
      t.companyId,
      t.amountCentavos.desc().nullsFirst(),
    ),
    index('income_counterparty_window_emptied_idx').on(t.companyId).where(sql`${t.entries} <= 0`),
  ],
);

/**
 * The IVA a company's movements of one type and category include unless said otherwise ("mis
 * ventas incluyen IVA 16 %", issue 32), keyed by the category as `category_key()` writes it.
 * A new movement without a tax breakdown takes it (migration 0032's insert trigger).
 */
export const categoryTaxDefaults = pgTable(
  'category_tax_defaults',
  {
    companyId: companyId(),
    type: text('type').notNull(),
    categoryKey: text('category_key').notNull(),
    /** The category as the owner wrote it. */
    category: text('category').notNull(),
    ivaRate: text('iva_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.type, t.categoryKey] }),
    check(
      'category_tax_defaults_check',
      sql`${t.type} IN ('income', 'expense') AND ${t.ivaRate} IN ('16', '8', '0', 'exento')`,
    ),
  ],
);

import type { FinancialSnapshot, PeriodTotals } from '@caudal/finance';
import { assertCentavos, type Centavos } from '@caudal/finance';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { type Part, readParts } from '../../db/parts.ts';

export type Range = { from: string; to: string };

/**
 * True for a row of money between the business and its owners (finance owner-movements.ts):
 * the SQL function `is_owner_category` (migration 0029) compares the category as finance's
 * `categoryKey` writes it (trimmed, lower case, without accents, whatever the database's
 * locale) with OWNER_CATEGORY_KEYS; the summaries' triggers use the same function.
 */
export function isOwnerMovement(category: SQL = sql`category`): SQL {
  return sql`is_owner_category(${category})`;
}

/** A sum or amount PostgreSQL sends (a number inside JSON, a string for a bare numeric). */
export const centavosOf = (value: unknown): Centavos => assertCentavos(Number(value ?? 0));

type SnapshotJson = {
  cash: number | null;
  products: { name: string; price: number; variableCost: number; monthlySales: number }[];
  fixedCosts: { name: string; amount: number; recurring: boolean; category: string }[];
  lines: { name: string; amount: number; type: 'fixed' | 'variable'; category: string }[];
};

/**
 * A company's cash on `asOf`: the balance the owner gave on `on` plus every entry dated after
 * that day up to `asOf` (owner movements included: they are cash); null without a balance.
 */
export function cashOnSql(asOf: string, company: { id: SQL; balance: SQL; on: SQL }): SQL {
  return sql`(${company.balance} + coalesce((
    SELECT sum(CASE WHEN d.type = 'income' THEN d.amount_cents ELSE -d.amount_cents END)
    FROM cash_flow_daily d
    WHERE d.company_id = ${company.id} AND d.date > ${company.on} AND d.date <= ${asOf}), 0))`;
}

/**
 * What finance needs from the database: the company's catalogue, costs and its cash on `asOf`
 * (the balance the owner gave on `cash_balance_on`, plus every entry dated after it up to
 * `asOf`, owner movements included: they are cash).
 */
export function snapshotPart(companyId: string, asOf: string): Part<FinancialSnapshot> {
  return {
    expr: sql`
      SELECT json_build_object(
        'cash', ${cashOnSql(asOf, {
          id: sql`c.id`,
          balance: sql`c.cash_balance_cents`,
          on: sql`c.cash_balance_on`,
        })},
        'products', coalesce((
          SELECT json_agg(json_build_object('name', p.name, 'price', p.price_cents,
            'variableCost', p.variable_cost_cents, 'monthlySales', p.monthly_sales)
            ORDER BY p.created_at, p.id)
          FROM products p WHERE p.company_id = c.id), '[]'),
        'fixedCosts', coalesce((
          SELECT json_agg(json_build_object('name', f.name, 'amount', f.amount_cents,
            'recurring', f.recurring, 'category', f.category) ORDER BY f.created_at, f.id)
          FROM fixed_costs f WHERE f.company_id = c.id), '[]'),
        'lines', coalesce((
          SELECT json_agg(json_build_object('name', l.name, 'amount', l.amount_cents,
            'type', l.type, 'category', l.category) ORDER BY l.created_at, l.id)
          FROM variable_cost_lines l WHERE l.company_id = c.id), '[]'))
      FROM companies c WHERE c.id = ${companyId}`,
    read: (value) => {
      const s = (value ?? { cash: null, products: [], fixedCosts: [], lines: [] }) as SnapshotJson;
      return {
        products: s.products.map((p) => ({
          name: p.name,
          priceCentavos: centavosOf(p.price),
          variableCostCentavos: centavosOf(p.variableCost),
          monthlySales: p.monthlySales,
        })),
        fixedCosts: s.fixedCosts.map((f) => ({
          name: f.name,
          amountCentavos: centavosOf(f.amount),
          recurring: f.recurring,
          category: f.category,
        })),
        variableCostLines: s.lines.map((l) => ({
          name: l.name,
          amountCentavos: centavosOf(l.amount),
          type: l.type,
          category: l.category,
        })),
        cashBalanceCentavos: s.cash === null ? null : centavosOf(s.cash),
      };
    },
  };
}

export async function loadSnapshot(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<FinancialSnapshot> {
  return (await readParts(db, { snapshot: snapshotPart(companyId, asOf) })).snapshot;
}

// Period figures read cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries.

/**
 * Sums and counts by type of two ranges (this period and the one before) in one scan; owner
 * withdrawals and contributions apart from the business's income and expenses.
 */
export function periodTotalsPart(
  companyId: string,
  current: Range,
  previous: Range,
): Part<{ current: PeriodTotals; previous: PeriodTotals }> {
  return {
    expr: sql`
      SELECT json_build_object(
        'cur_in', sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner AND cur),
        'cur_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner AND cur),
        'cur_in_n', sum(entries) FILTER (WHERE type = 'income' AND NOT owner AND cur),
        'cur_out_n', sum(entries) FILTER (WHERE type = 'expense' AND NOT owner AND cur),
        'cur_owner_in', sum(amount_cents) FILTER (WHERE type = 'income' AND owner AND cur),
        'cur_owner_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND owner AND cur),
        'cur_owner_n', sum(entries) FILTER (WHERE owner AND cur),
        'prev_in', sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner AND NOT cur),
        'prev_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner AND NOT cur),
        'prev_in_n', sum(entries) FILTER (WHERE type = 'income' AND NOT owner AND NOT cur),
        'prev_out_n', sum(entries) FILTER (WHERE type = 'expense' AND NOT owner AND NOT cur),
        'prev_owner_in', sum(amount_cents) FILTER (WHERE type = 'income' AND owner AND NOT cur),
        'prev_owner_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND owner AND NOT cur),
        'prev_owner_n', sum(entries) FILTER (WHERE owner AND NOT cur))
      FROM (
        SELECT type, amount_cents, entries, date >= ${current.from} AS cur,
          ${isOwnerMovement()} AS owner
      FROM cash_flow_daily
      WHERE company_id = ${companyId} AND date BETWEEN ${previous.from} AND ${current.to}
      -- OFFSET 0 keeps the subquery whole: flattened, \`owner\` would be computed again in each
      -- of the 14 FILTERs (five times slower over a year of days; see bench:reports).
      OFFSET 0) d`,
    read: (value) => {
      const r = (value ?? {}) as Record<string, number | null>;
      const totals = (prefix: 'cur' | 'prev'): PeriodTotals => ({
        incomeCentavos: centavosOf(r[`${prefix}_in`]),
        expenseCentavos: centavosOf(r[`${prefix}_out`]),
        incomeCount: Number(r[`${prefix}_in_n`] ?? 0),
        expenseCount: Number(r[`${prefix}_out_n`] ?? 0),
        ownerInCentavos: centavosOf(r[`${prefix}_owner_in`]),
        ownerOutCentavos: centavosOf(r[`${prefix}_owner_out`]),
        ownerCount: Number(r[`${prefix}_owner_n`] ?? 0),
      });
      return { current: totals('cur'), previous: totals('prev') };
    },
  };
}

/** Whether the company has entered anything at all. */
export function hasAnyDataPart(companyId: string): Part<boolean> {
  return {
    expr: sql`
      SELECT EXISTS (SELECT 1 FROM cash_flow_entries WHERE company_id = ${companyId})
          OR EXISTS (SELECT 1 FROM products WHERE company_id = ${companyId})
          OR EXISTS (SELECT 1 FROM fixed_costs WHERE company_id = ${companyId})`,
    read: (value) => value === true,
  };
}

import type { FinancialSnapshot, PeriodTotals } from '@caudal/finance';
import { assertCentavos } from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, fixedCosts, products, variableCostLines } from '../../db/schema/index.ts';

export type Range = { from: string; to: string };

/** What finance needs from the database: the company's catalogue, costs and cash. */
export async function loadSnapshot(db: Queryable, companyId: string): Promise<FinancialSnapshot> {
  const [company, productRows, costRows, lineRows] = await Promise.all([
    db
      .select({ cash: companies.cashBalanceCentavos })
      .from(companies)
      .where(eq(companies.id, companyId)),
    db
      .select({
        name: products.name,
        priceCentavos: products.priceCentavos,
        variableCostCentavos: products.variableCostCentavos,
        monthlySales: products.monthlySales,
      })
      .from(products)
      .where(eq(products.companyId, companyId)),
    db
      .select({
        name: fixedCosts.name,
        amountCentavos: fixedCosts.amountCentavos,
        recurring: fixedCosts.recurring,
        category: fixedCosts.category,
      })
      .from(fixedCosts)
      .where(eq(fixedCosts.companyId, companyId)),
    db
      .select({
        name: variableCostLines.name,
        amountCentavos: variableCostLines.amountCentavos,
        type: variableCostLines.type,
        category: variableCostLines.category,
      })
      .from(variableCostLines)
      .where(eq(variableCostLines.companyId, companyId)),
  ]);
  return {
    products: productRows,
    fixedCosts: costRows,
    variableCostLines: lineRows.map((l) => ({ ...l, type: l.type as 'fixed' | 'variable' })),
    cashBalanceCentavos: company[0]?.cash ?? null,
  };
}

// Period figures read cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries.

/** Sums and counts by type of two ranges (this period and the one before) in one scan. */
export async function periodTotals(
  db: Queryable,
  companyId: string,
  current: Range,
  previous: Range,
): Promise<{ current: PeriodTotals; previous: PeriodTotals }> {
  const { rows } = await db.execute<Record<string, number | null>>(sql`
    SELECT
      sum(amount_cents) FILTER (WHERE type = 'income' AND date >= ${current.from}) AS cur_in,
      sum(amount_cents) FILTER (WHERE type = 'expense' AND date >= ${current.from}) AS cur_out,
      sum(entries) FILTER (WHERE type = 'income' AND date >= ${current.from}) AS cur_in_n,
      sum(entries) FILTER (WHERE type = 'expense' AND date >= ${current.from}) AS cur_out_n,
      sum(amount_cents) FILTER (WHERE type = 'income' AND date <= ${previous.to}) AS prev_in,
      sum(amount_cents) FILTER (WHERE type = 'expense' AND date <= ${previous.to}) AS prev_out,
      sum(entries) FILTER (WHERE type = 'income' AND date <= ${previous.to}) AS prev_in_n,
      sum(entries) FILTER (WHERE type = 'expense' AND date <= ${previous.to}) AS prev_out_n
    FROM cash_flow_daily
    WHERE company_id = ${companyId} AND date BETWEEN ${previous.from} AND ${current.to}`);
  const r = rows[0] ?? {};
  const totals = (prefix: 'cur' | 'prev'): PeriodTotals => ({
    incomeCentavos: assertCentavos(Number(r[`${prefix}_in`] ?? 0)),
    expenseCentavos: assertCentavos(Number(r[`${prefix}_out`] ?? 0)),
    incomeCount: Number(r[`${prefix}_in_n`] ?? 0),
    expenseCount: Number(r[`${prefix}_out_n`] ?? 0),
  });
  return { current: totals('cur'), previous: totals('prev') };
}

/** Whether the company has entered anything at all. */
export async function hasAnyData(db: Queryable, companyId: string): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM cash_flow_entries WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM products WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM fixed_costs WHERE company_id = ${companyId}) AS any`);
  return rows[0]?.any === true;
}

import type { PeriodTotals } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

// Every query reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries; no entry
// list ever reaches Node.

export type Range = { from: string; to: string };

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
    incomeCentavos: Number(r[`${prefix}_in`] ?? 0),
    expenseCentavos: Number(r[`${prefix}_out`] ?? 0),
    incomeCount: Number(r[`${prefix}_in_n`] ?? 0),
    expenseCount: Number(r[`${prefix}_out_n`] ?? 0),
  });
  return { current: totals('cur'), previous: totals('prev') };
}

/** Income and expenses by calendar month (`YYYY-MM`) within the range, oldest first. */
export async function monthlyTotals(db: Queryable, companyId: string, range: Range) {
  const { rows } = await db.execute<{
    month: string;
    income: number | null;
    expense: number | null;
  }>(sql`
    SELECT to_char(date, 'YYYY-MM') AS month,
      sum(amount_cents) FILTER (WHERE type = 'income') AS income,
      sum(amount_cents) FILTER (WHERE type = 'expense') AS expense
    FROM cash_flow_daily
    WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
    GROUP BY 1 ORDER BY 1`);
  return rows.map((r) => ({
    month: r.month,
    incomeCents: Number(r.income ?? 0),
    expenseCents: Number(r.expense ?? 0),
  }));
}

/** The range's expenses by category, largest first. */
export async function expenseCategories(db: Queryable, companyId: string, range: Range) {
  const { rows } = await db.execute<{ category: string; amount: number }>(sql`
    SELECT category, sum(amount_cents) AS amount
    FROM cash_flow_daily
    WHERE company_id = ${companyId} AND type = 'expense' AND date BETWEEN ${range.from} AND ${range.to}
    GROUP BY category ORDER BY amount DESC, category`);
  return rows.map((r) => ({ category: r.category, amountCents: Number(r.amount) }));
}

/** Income and expenses of each day in the range that has entries. */
export async function dailyTotals(db: Queryable, companyId: string, range: Range) {
  const { rows } = await db.execute<{
    date: string;
    income: number | null;
    expense: number | null;
  }>(sql`
    SELECT to_char(date, 'YYYY-MM-DD') AS date,
      sum(amount_cents) FILTER (WHERE type = 'income') AS income,
      sum(amount_cents) FILTER (WHERE type = 'expense') AS expense
    FROM cash_flow_daily
    WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
    GROUP BY date ORDER BY date`);
  return new Map(
    rows.map((r) => [
      r.date,
      { incomeCents: Number(r.income ?? 0), expenseCents: Number(r.expense ?? 0) },
    ]),
  );
}

/** Whether the company has entered anything at all. */
export async function hasAnyData(db: Queryable, companyId: string): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM cash_flow_entries WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM products WHERE company_id = ${companyId})
        OR EXISTS (SELECT 1 FROM fixed_costs WHERE company_id = ${companyId}) AS any`);
  return rows[0]?.any === true;
}

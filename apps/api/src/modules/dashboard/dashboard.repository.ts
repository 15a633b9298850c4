import {
  assertCentavos,
  type CategoryTotal,
  type DayTotals,
  type MonthTotals,
} from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Range } from '../metrics/metrics.repository.ts';

// Every query reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries; no entry
// list ever reaches Node.

const money = (value: number | string | null) => assertCentavos(Number(value ?? 0));

/** Income and expenses by calendar month (`YYYY-MM`) within the range, oldest first. */
export async function monthlyTotals(
  db: Queryable,
  companyId: string,
  range: Range,
): Promise<MonthTotals[]> {
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
    incomeCentavos: money(r.income),
    expenseCentavos: money(r.expense),
  }));
}

/** The range's expenses by category, largest first. */
export async function expenseCategories(
  db: Queryable,
  companyId: string,
  range: Range,
): Promise<CategoryTotal[]> {
  const { rows } = await db.execute<{ category: string; amount: number }>(sql`
    SELECT category, sum(amount_cents) AS amount
    FROM cash_flow_daily
    WHERE company_id = ${companyId} AND type = 'expense' AND date BETWEEN ${range.from} AND ${range.to}
    GROUP BY category ORDER BY amount DESC, category`);
  return rows.map((r) => ({ category: r.category, amountCentavos: money(r.amount) }));
}

/** Income and expenses of each day in the range that has entries. */
export async function dailyTotals(
  db: Queryable,
  companyId: string,
  range: Range,
): Promise<Map<string, DayTotals>> {
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
      { incomeCentavos: money(r.income), expenseCentavos: money(r.expense) },
    ]),
  );
}

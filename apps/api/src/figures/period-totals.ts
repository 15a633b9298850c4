import type { MonthSums, PeriodTotals } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';
import { centavosOf, isOwnerMovement, type Range } from './amounts.ts';

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
        'cur_in_net', sum(net_cents) FILTER (WHERE type = 'income' AND NOT owner AND cur),
        'cur_out_net', sum(net_cents) FILTER (WHERE type = 'expense' AND NOT owner AND cur),
        'cur_in_n', sum(entries) FILTER (WHERE type = 'income' AND NOT owner AND cur),
        'cur_out_n', sum(entries) FILTER (WHERE type = 'expense' AND NOT owner AND cur),
        'cur_owner_in', sum(amount_cents) FILTER (WHERE type = 'income' AND owner AND cur),
        'cur_owner_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND owner AND cur),
        'cur_owner_n', sum(entries) FILTER (WHERE owner AND cur),
        'prev_in', sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner AND NOT cur),
        'prev_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner AND NOT cur),
        'prev_in_net', sum(net_cents) FILTER (WHERE type = 'income' AND NOT owner AND NOT cur),
        'prev_out_net', sum(net_cents) FILTER (WHERE type = 'expense' AND NOT owner AND NOT cur),
        'prev_in_n', sum(entries) FILTER (WHERE type = 'income' AND NOT owner AND NOT cur),
        'prev_out_n', sum(entries) FILTER (WHERE type = 'expense' AND NOT owner AND NOT cur),
        'prev_owner_in', sum(amount_cents) FILTER (WHERE type = 'income' AND owner AND NOT cur),
        'prev_owner_out', sum(amount_cents) FILTER (WHERE type = 'expense' AND owner AND NOT cur),
        'prev_owner_n', sum(entries) FILTER (WHERE owner AND NOT cur))
      FROM (
        SELECT type, amount_cents, net_cents, entries, date >= ${current.from} AS cur,
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
        incomeNetCentavos: centavosOf(r[`${prefix}_in_net`]),
        expenseNetCentavos: centavosOf(r[`${prefix}_out_net`]),
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

/**
 * The sums of each calendar month of the range that has entries (`YYYY-MM`), oldest first,
 * with their counts: the business's income and expenses and the owners' movements apart (the
 * figures core's basis, finance figures.ts).
 */
export function monthSumsPart(companyId: string, range: Range): Part<MonthSums[]> {
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(m ORDER BY m.month), '[]') FROM (
        SELECT to_char(date, 'YYYY-MM') AS month,
          sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner) AS income,
          sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner) AS expense,
          sum(net_cents) FILTER (WHERE type = 'income' AND NOT owner) AS income_net,
          sum(net_cents) FILTER (WHERE type = 'expense' AND NOT owner) AS expense_net,
          sum(entries) FILTER (WHERE type = 'income' AND NOT owner) AS income_n,
          sum(entries) FILTER (WHERE type = 'expense' AND NOT owner) AS expense_n,
          sum(amount_cents) FILTER (WHERE type = 'income' AND owner) AS owner_in,
          sum(amount_cents) FILTER (WHERE type = 'expense' AND owner) AS owner_out,
          sum(entries) FILTER (WHERE owner) AS owner_n
        FROM (
          SELECT date, type, amount_cents, net_cents, entries, ${isOwnerMovement()} AS owner
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
          OFFSET 0) d
        GROUP BY 1) m`,
    (r) => ({
      month: String(r.month),
      incomeCentavos: centavosOf(r.income),
      expenseCentavos: centavosOf(r.expense),
      incomeNetCentavos: centavosOf(r.income_net),
      expenseNetCentavos: centavosOf(r.expense_net),
      incomeCount: Number(r.income_n ?? 0),
      expenseCount: Number(r.expense_n ?? 0),
      ownerInCentavos: centavosOf(r.owner_in),
      ownerOutCentavos: centavosOf(r.owner_out),
      ownerCount: Number(r.owner_n ?? 0),
    }),
  );
}

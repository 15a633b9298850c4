import type { Centavos, ReportDay } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../../db/parts.ts';
import { centavosOf, isOwnerMovement, type Range } from '../metrics/metrics.repository.ts';

// The report reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers): at most 365 rows a day-sum each, whatever the number of entries.

/** Each day of the range with entries: the business's income and expenses, the owners' apart. */
export function reportDaysPart(companyId: string, range: Range): Part<ReportDay[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(d ORDER BY d.date), '[]') FROM (
          SELECT to_char(date, 'YYYY-MM-DD') AS date,
            sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner) AS income,
            sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner) AS expense,
            sum(amount_cents) FILTER (WHERE type = 'income' AND owner) AS owner_in,
            sum(amount_cents) FILTER (WHERE type = 'expense' AND owner) AS owner_out
          FROM (SELECT date, type, amount_cents, ${isOwnerMovement()} AS owner
                FROM cash_flow_daily
                WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}) e
          GROUP BY 1) d`,
    (r) => ({
      date: String(r.date),
      incomeCentavos: centavosOf(r.income),
      expenseCentavos: centavosOf(r.expense),
      ownerInCentavos: centavosOf(r.owner_in),
      ownerOutCentavos: centavosOf(r.owner_out),
    }),
  );
}

/** The range's income by category, largest first; owner contributions are not revenue. */
export function incomeCategoriesPart(
  companyId: string,
  range: Range,
): Part<{ category: string; amountCentavos: Centavos }[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(c ORDER BY c.amount DESC, c.category), '[]') FROM (
          SELECT category, sum(amount_cents) AS amount FROM cash_flow_daily
          WHERE company_id = ${companyId} AND type = 'income' AND NOT ${isOwnerMovement()}
            AND date BETWEEN ${range.from} AND ${range.to}
          GROUP BY category) c`,
    (r) => ({ category: String(r.category), amountCentavos: centavosOf(r.amount) }),
  );
}

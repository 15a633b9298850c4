import type { Centavos, DayTotals, MonthTotals } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';
import { centavosOf, isOwnerMovement, type Range } from './amounts.ts';

// Every part reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries; no entry
// list ever reaches Node. A screen reads them with its other parts in one statement (db/parts.ts).

/**
 * Income and expenses of each `to_char` bucket of the range that has entries, oldest first;
 * owner movements only when `owners` is 'included' (cash), never in a business's figures.
 */
function incomeAndExpenseBy<T>(
  companyId: string,
  range: Range,
  bucket: 'YYYY-MM' | 'YYYY-MM-DD',
  owners: 'included' | 'excluded',
  item: (bucket: string, income: Centavos, expense: Centavos) => T,
  // 'net': before IVA (profit's figures, issue 32); 'amount': what moved (the cash's).
  column: 'net' | 'amount' = 'amount',
): Part<T[]> {
  const kept = owners === 'included' ? sql`true` : sql`NOT ${isOwnerMovement()}`;
  const value = column === 'net' ? sql`net_cents` : sql`amount_cents`;
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(b ORDER BY b.bucket), '[]') FROM (
        SELECT to_char(date, ${bucket}) AS bucket,
          sum(${value}) FILTER (WHERE type = 'income') AS income,
          sum(${value}) FILTER (WHERE type = 'expense') AS expense
        FROM cash_flow_daily
        WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
          AND ${kept}
        GROUP BY 1) b`,
    (r) => item(String(r.bucket), centavosOf(r.income), centavosOf(r.expense)),
  );
}

/** The business's income and expenses by calendar month (`YYYY-MM`), oldest first. */
const monthsPart = (companyId: string, range: Range, column: 'net' | 'amount') =>
  incomeAndExpenseBy(
    companyId,
    range,
    'YYYY-MM',
    'excluded',
    (month, incomeCentavos, expenseCentavos): MonthTotals => ({
      month,
      incomeCentavos,
      expenseCentavos,
    }),
    column,
  );

/** Revenue and expenses before IVA by month: the dashboard's monthly profit chart, growth. */
export const monthlyTotalsPart = (companyId: string, range: Range): Part<MonthTotals[]> =>
  monthsPart(companyId, range, 'net');

/** What came in and went out by month (IVA included): the cash-flow page's months, Maya. */
export const monthlyCashPart = (companyId: string, range: Range): Part<MonthTotals[]> =>
  monthsPart(companyId, range, 'amount');

/** Money in and out of each day in the range that has entries (owner movements are cash). */
export function dailyTotalsPart(companyId: string, range: Range): Part<Map<string, DayTotals>> {
  const days = incomeAndExpenseBy(
    companyId,
    range,
    'YYYY-MM-DD',
    'included',
    (date, incomeCentavos, expenseCentavos): [string, DayTotals] => [
      date,
      { incomeCentavos, expenseCentavos },
    ],
  );
  return { expr: days.expr, read: (value) => new Map(days.read(value)) };
}

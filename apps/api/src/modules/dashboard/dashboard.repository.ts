import type { BusinessStage, Industry } from '@caudal/contracts';
import type { CategoryTotal, DayTotals, MonthTotals } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../../db/parts.ts';
import { centavosOf, type Range } from '../metrics/metrics.repository.ts';

// Every part reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers), so a period costs a few rows per day whatever the number of entries; no entry
// list ever reaches Node. The service reads them all in one statement (db/parts.ts).

/** Income and expenses by calendar month (`YYYY-MM`) within the range, oldest first. */
export function monthlyTotalsPart(companyId: string, range: Range): Part<MonthTotals[]> {
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(m ORDER BY m.month), '[]') FROM (
        SELECT to_char(date, 'YYYY-MM') AS month,
          sum(amount_cents) FILTER (WHERE type = 'income') AS income,
          sum(amount_cents) FILTER (WHERE type = 'expense') AS expense
        FROM cash_flow_daily
        WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
        GROUP BY 1) m`,
    (r) => ({
      month: String(r.month),
      incomeCentavos: centavosOf(r.income),
      expenseCentavos: centavosOf(r.expense),
    }),
  );
}

/** The range's expenses by category, largest first. */
export function expenseCategoriesPart(companyId: string, range: Range): Part<CategoryTotal[]> {
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(c ORDER BY c.amount DESC, c.category), '[]') FROM (
        SELECT category, sum(amount_cents) AS amount
        FROM cash_flow_daily
        WHERE company_id = ${companyId} AND type = 'expense'
          AND date BETWEEN ${range.from} AND ${range.to}
        GROUP BY category) c`,
    (r) => ({ category: String(r.category), amountCentavos: centavosOf(r.amount) }),
  );
}

/** Income and expenses of each day in the range that has entries. */
export function dailyTotalsPart(companyId: string, range: Range): Part<Map<string, DayTotals>> {
  const rows = jsonRows(
    sql`
      SELECT coalesce(json_agg(d ORDER BY d.date), '[]') FROM (
        SELECT to_char(date, 'YYYY-MM-DD') AS date,
          sum(amount_cents) FILTER (WHERE type = 'income') AS income,
          sum(amount_cents) FILTER (WHERE type = 'expense') AS expense
        FROM cash_flow_daily
        WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
        GROUP BY date) d`,
    (r): [string, DayTotals] => [
      String(r.date),
      { incomeCentavos: centavosOf(r.income), expenseCentavos: centavosOf(r.expense) },
    ],
  );
  return { expr: rows.expr, read: (value) => new Map(rows.read(value)) };
}

export type DashboardCompany = {
  name: string | null;
  industry: Industry | null;
  employees: number | null;
  stage: BusinessStage | null;
};

/** The profile fields the dashboard's header shows. */
export function dashboardCompanyPart(companyId: string): Part<DashboardCompany | null> {
  return {
    expr: sql`
      SELECT json_build_object('name', name, 'industry', industry,
        'employees', employee_count, 'stage', business_stage)
      FROM companies WHERE id = ${companyId}`,
    read: (value) => (value ?? null) as DashboardCompany | null,
  };
}

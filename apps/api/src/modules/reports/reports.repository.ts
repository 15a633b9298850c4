import {
  type Centavos,
  REPORT_KPI_IDS,
  REPORT_KPIS_FOLLOWED_BY_DEFAULT,
  type ReportDay,
  type ReportKpiId,
  type ReportKpiTargets,
} from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { reportKpiSettings } from '../../db/schema/reports.ts';
import { centavosOf, isOwnerMovement, type Range } from '../../figures/index.ts';

// The report reads cash_flow_daily (the entries' sums by day, type and category, kept by
// triggers): at most 365 rows a day-sum each, whatever the number of entries.

/** Each day of the range with entries: the business's income and expenses, the owners' apart. */
export function reportDaysPart(companyId: string, range: Range): Part<ReportDay[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(d ORDER BY d.date), '[]') FROM (
          SELECT to_char(date, 'YYYY-MM-DD') AS date,
            sum(amount_cents) FILTER (WHERE type = 'income' AND NOT owner) AS income,
            sum(amount_cents) FILTER (WHERE type = 'expense' AND NOT owner) AS expense,
            sum(net_cents) FILTER (WHERE type = 'income' AND NOT owner) AS income_net,
            sum(net_cents) FILTER (WHERE type = 'expense' AND NOT owner) AS expense_net,
            sum(amount_cents) FILTER (WHERE type = 'income' AND owner) AS owner_in,
            sum(amount_cents) FILTER (WHERE type = 'expense' AND owner) AS owner_out
          FROM (SELECT date, type, amount_cents, net_cents, ${isOwnerMovement()} AS owner
                FROM cash_flow_daily
                WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
                OFFSET 0) e -- computes \`owner\` once a row (metrics periodTotalsPart)
          GROUP BY 1) d`,
    (r) => ({
      date: String(r.date),
      incomeCentavos: centavosOf(r.income),
      expenseCentavos: centavosOf(r.expense),
      incomeNetCentavos: centavosOf(r.income_net),
      expenseNetCentavos: centavosOf(r.expense_net),
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
          SELECT category, sum(net_cents) AS amount FROM cash_flow_daily
          WHERE company_id = ${companyId} AND type = 'income' AND NOT ${isOwnerMovement()}
            AND date BETWEEN ${range.from} AND ${range.to}
          GROUP BY category) c`,
    (r) => ({ category: String(r.category), amountCentavos: centavosOf(r.amount) }),
  );
}

/** The KPIs a company follows and the owner's targets (finance's default six until chosen). */
export type KpiSettings = { followed: ReportKpiId[]; targets: ReportKpiTargets };

export const DEFAULT_KPI_SETTINGS: KpiSettings = {
  followed: [...REPORT_KPIS_FOLLOWED_BY_DEFAULT],
  targets: {},
};

const isKpiId = (id: string): id is ReportKpiId =>
  (REPORT_KPI_IDS as readonly string[]).includes(id);

/** A stored row as settings: ids a later version dropped are ignored, not an error. */
export function kpiSettingsOf(row: { followed: string[]; targets: Record<string, number> }) {
  const targets: ReportKpiTargets = {};
  for (const [id, value] of Object.entries(row.targets)) if (isKpiId(id)) targets[id] = value;
  return { followed: row.followed.filter(isKpiId), targets };
}

export async function readKpiSettings(db: Queryable, companyId: string): Promise<KpiSettings> {
  const [row] = await db
    .select({ followed: reportKpiSettings.followed, targets: reportKpiSettings.targets })
    .from(reportKpiSettings)
    .where(eq(reportKpiSettings.companyId, companyId));
  return row ? kpiSettingsOf(row) : DEFAULT_KPI_SETTINGS;
}

/** Replaces the company's choice and targets (one row per company). */
export async function saveKpiSettings(
  db: Queryable,
  companyId: string,
  settings: KpiSettings,
): Promise<void> {
  const values = { followed: settings.followed, targets: settings.targets, updatedAt: new Date() };
  await db
    .insert(reportKpiSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: reportKpiSettings.companyId, set: values });
}

import {
  InvestmentInputSchema,
  InvestmentSchema,
  ProfitCentreGroupInputSchema,
  ProfitCentreGroupSchema,
} from '@caudal/contracts';
import {
  ANONYMOUS_SALES_PATTERN,
  addDays,
  addMonths,
  type Centavos,
  evaluateInvestment,
  INVESTMENT_DEFAULTS,
  type InvestmentSeries,
  monthKey,
  roiTone,
  sumCentavos,
} from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { investments, profitCentreGroups } from '../../db/schema/index.ts';
import { centavosOf, isOwnerMovement, type Range } from '../../figures/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

/** A stored investment as finance's series: the cost at t0, then its flows. Chapter 11. */
export function investmentSeries(row: typeof investments.$inferSelect): InvestmentSeries {
  return {
    initialOutlayCentavos: row.initialCostCentavos,
    flowsCentavos: row.cashFlowsCentavos,
    ...(row.salvageCentavos === null ? {} : { salvageCentavos: row.salvageCentavos }),
    discountRatePercent: row.discountRatePercent,
    periodUnit: row.periodUnit === 'year' ? 'year' : 'month',
  };
}

/** An investment as the API shows it: stored fields, and finance's VPN, TIR, ROI and payback. */
export function investmentView(row: typeof investments.$inferSelect) {
  const series = investmentSeries(row);
  const e = evaluateInvestment(series);
  const monthsPerPeriod = series.periodUnit === 'year' ? 12 : 1;
  const roi = e.roi.value;
  const payback = e.paybackPeriods.value;
  return {
    id: row.id,
    name: row.name,
    type: row.type as (typeof InvestmentSchema.shape.type.options)[number],
    initialCost: row.initialCostCentavos,
    monthlyReturn: row.monthlyReturnCentavos,
    duration: row.durationMonths,
    cashFlows: row.cashFlowsCentavos,
    periodUnit: series.periodUnit,
    discountRate: row.discountRatePercent,
    salvageValue: row.salvageCentavos,
    riskLevel: row.riskLevel as (typeof InvestmentSchema.shape.riskLevel.options)[number],
    totalReturn: sumCentavos([...row.cashFlowsCentavos, row.salvageCentavos ?? (0 as Centavos)]),
    roi,
    // ROI / (duration / 12), written as ROI × 12 / duration (never zero: at least one period).
    annualizedRoi: roi === null ? null : (roi * 12) / row.durationMonths,
    paybackPeriod: payback === null ? null : payback * monthsPerPeriod,
    paybackNote: e.notes.paybackPeriods ?? null,
    npv: e.npv.value,
    irr: e.irr.value,
    tone: roi === null ? null : roiTone(roi),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A decoded investment (a request body, or an export document's row) as the stored series:
 * "igual cada mes" becomes the same return repeated for its months.
 */
export function investmentSeriesRow(i: {
  initialCost: Centavos;
  monthlyReturn?: Centavos | null | undefined;
  duration?: number | undefined;
  cashFlows?: Centavos[] | undefined;
  periodUnit: 'month' | 'year';
  discountRate?: number | undefined;
  salvageValue?: Centavos | null | undefined;
}) {
  const even = i.cashFlows === undefined;
  const duration = i.duration ?? INVESTMENT_DEFAULTS.durationMonths;
  const flows =
    i.cashFlows ?? Array.from({ length: duration }, () => i.monthlyReturn ?? (0 as Centavos));
  const unit = even ? 'month' : i.periodUnit;
  return {
    initialCostCentavos: i.initialCost,
    monthlyReturnCentavos: even ? (i.monthlyReturn ?? (0 as Centavos)) : null,
    durationMonths: flows.length * (unit === 'year' ? 12 : 1),
    cashFlowsCentavos: flows,
    periodUnit: unit,
    // Left out, they keep what is stored (the column's default of 12 % on an insert): a PUT
    // from a client that does not show them does not wipe them. A salvage of 0 clears it.
    ...(i.discountRate === undefined ? {} : { discountRatePercent: i.discountRate }),
    ...(i.salvageValue === undefined ? {} : { salvageCentavos: i.salvageValue || null }),
  };
}

/** The company's investments (001 §3; a series since issue 33). */
export const investmentRecords = ownedRecords({
  table: investments,
  tag: 'profitability',
  kind: 'investment',
  input: InvestmentInputSchema,
  output: InvestmentSchema,
  notFoundDetail: 'Inversión no encontrada',
  toRow: (i) => ({
    name: i.name,
    type: i.type,
    riskLevel: i.riskLevel,
    ...investmentSeriesRow(i),
  }),
  toView: investmentView,
});

/** The owner's grouping of profit centres. */
export const centreGroupRecords = ownedRecords({
  table: profitCentreGroups,
  tag: 'profitability',
  kind: 'profit-centre-group',
  input: ProfitCentreGroupInputSchema,
  output: ProfitCentreGroupSchema,
  notFoundDetail: 'Grupo de centros no encontrado',
  toRow: (g) => ({ name: g.name, centreKeys: g.centreKeys }),
  toView: (row) => ({
    id: row.id,
    name: row.name,
    centreKeys: row.centreKeys,
    createdAt: row.createdAt.toISOString(),
  }),
});

export type CategorySum = {
  type: 'income' | 'expense';
  category: string;
  amountCentavos: Centavos;
};

/** The period's sums by type and category, from `cash_flow_daily` (finance sorts the lines). */
function categorySumsPart(companyId: string, range: Range): Part<CategorySum[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('type', s.type, 'category', s.category,
          'amount', s.amount) ORDER BY s.type, s.category), '[]') FROM (
          SELECT type, category, sum(net_cents) AS amount FROM cash_flow_daily
          WHERE company_id = ${companyId} AND date BETWEEN ${range.from} AND ${range.to}
          GROUP BY type, category) s`,
    (r) => ({
      type: r.type === 'income' ? 'income' : 'expense',
      category: String(r.category),
      amountCentavos: centavosOf(r.amount),
    }),
  );
}

/**
 * A period cut at its months: the whole months inside it, `[first, end)` as first days of months
 * (`first === end` when it holds none), and the days of its partial months around them.
 */
export function periodByMonths(range: Range): { first: string; end: string; days: Range[] } {
  const startMonth = `${monthKey(range.from)}-01`;
  const first = range.from === startMonth ? startMonth : addMonths(startMonth, 1);
  const end = `${monthKey(addDays(range.to, 1))}-01`;
  if (end <= first) return { first, end: first, days: [range] };
  const days = [
    { from: range.from, to: addDays(first, -1) },
    { from: end, to: range.to },
  ].filter((d) => d.from <= d.to);
  return { first, end, days };
}

/**
 * The period's income by counterparty, summed in the database (owner movements left out): the
 * three largest sums (a top-3 sort over the sums, nothing else kept). A counterparty is finance's
 * `incomeCounterparty`, keyed in SQL by `income_counterparty_key` (an imported entry's text after
 * its last ' · ', else its description; trimmed, lower case, without accents, spaces collapsed);
 * anonymous sales ('Ventas …') are no one's.
 *
 * Twelve whole months that are the company's window (`income_counterparty_window`, migration
 * 0029: Alex's last 12 complete months, see `buildCounterpartyWindow`) are a top 3 read by
 * index. Any other period sums `income_counterparty_monthly` (keyed once, when each entry was
 * written: migration 0028) for its whole months and the entries for a partial month's days.
 */
function incomeConcentrationPart(companyId: string, range: Range): Part<{ largest: number[] }> {
  const { first, end, days } = periodByMonths(range);
  const named = sql`key <> '' AND key !~ ${ANONYMOUS_SALES_PATTERN}`;
  const partialDays = days.map(
    (d) => sql`UNION ALL (
    SELECT income_counterparty_key(description, source), amount_cents
    FROM cash_flow_entries, owner
    WHERE company_id = ${companyId} AND type = 'income' AND category <> ALL (owner.categories)
      AND date BETWEEN ${d.from} AND ${d.to})`,
  );
  // The owner categories are found among the period's categories in `cash_flow_daily`, so no
  // summed row is compared by its text.
  const summed = sql`(
    WITH owner AS (
      SELECT ARRAY(SELECT DISTINCT category FROM cash_flow_daily
        WHERE company_id = ${companyId} AND type = 'income' AND ${isOwnerMovement()}
          AND date BETWEEN ${range.from} AND ${range.to}) AS categories
    ), keyed (key, amount_cents) AS (
      SELECT counterparty, amount_cents FROM income_counterparty_monthly, owner
      WHERE company_id = ${companyId} AND month >= ${first} AND month < ${end}
        AND category <> ALL (owner.categories)
      ${sql.join(partialDays, sql` `)}
    )
    SELECT coalesce(json_agg(amount ORDER BY amount DESC), '[]') FROM (
      SELECT sum(amount_cents) AS amount FROM keyed WHERE ${named}
      GROUP BY key HAVING sum(amount_cents) > 0
      ORDER BY amount DESC LIMIT 3
    ) t)`;
  // The index is DESC NULLS FIRST, as DESC alone orders: an index in another null order is not
  // walked for this ORDER BY, and the whole window is sorted (100 ms against 0.2 on the bench).
  const windowed =
    days.length === 0 && end === addMonths(first, 12)
      ? sql`(
    SELECT coalesce(json_agg(amount ORDER BY amount DESC), '[]') FROM (
      SELECT amount_cents AS amount FROM income_counterparty_window AS w (company_id, key)
      WHERE company_id = ${companyId} AND amount_cents > 0 AND ${named}
      ORDER BY amount_cents DESC LIMIT 3
    ) t)`
      : null;
  // The window is read only while it holds these months (the other branch is never run).
  const largest = windowed
    ? sql`CASE WHEN EXISTS (SELECT 1 FROM income_counterparty_windows
        WHERE company_id = ${companyId} AND first_month = ${first})
      THEN ${windowed} ELSE ${summed} END`
    : summed;
  return {
    expr: sql`SELECT json_build_object('largest', ${largest})`,
    read: (value) => {
      const v = value as { largest: unknown[] };
      return { largest: v.largest.map(Number) };
    },
  };
}

/**
 * Makes the company's counterparty window the twelve months from `firstMonth` (nothing to do
 * when it already is): the one write of a read, a company's first in a month.
 */
export async function buildCounterpartyWindow(
  db: Queryable,
  companyId: string,
  firstMonth: string,
): Promise<void> {
  await db.execute(sql`SELECT income_counterparty_window_build(${companyId}, ${firstMonth})`);
}

/** The company's debt and equity as the owner gave them (null when not given). */
function balanceSheetPart(
  companyId: string,
): Part<{ debt: Centavos | null; equity: Centavos | null }> {
  return {
    expr: sql`SELECT json_build_object('debt', debt_cents, 'equity', equity_cents)
      FROM companies WHERE id = ${companyId}`,
    read: (value) => {
      const r = (value ?? {}) as Record<string, unknown>;
      const money = (v: unknown) => (v === null || v === undefined ? null : centavosOf(v));
      return { debt: money(r.debt), equity: money(r.equity) };
    },
  };
}

/** The company's investments and centre groups, in creation order. */
function storedPart<T>(table: 'investments' | 'profit_centre_groups', companyId: string) {
  return {
    expr: sql`SELECT coalesce(json_agg(t ORDER BY t.created_at, t.id), '[]')
      FROM ${sql.identifier(table)} t WHERE t.company_id = ${companyId}`,
    read: (value: unknown) => (value ?? []) as T[],
  };
}

type InvestmentJson = {
  id: string;
  name: string;
  type: string;
  initial_cost_cents: number;
  monthly_return_cents: number | null;
  duration_months: number;
  cash_flows_cents: number[];
  period_unit: string;
  discount_rate_percent: number;
  salvage_cents: number | null;
  risk_level: string;
  created_at: string;
};
type GroupJson = { id: string; name: string; centre_keys: string[] };

/** Rows read as JSON back into the table's row shape (timestamps as Dates). */
export const investmentRow = (r: InvestmentJson): typeof investments.$inferSelect => ({
  id: r.id,
  companyId: '',
  name: r.name,
  type: r.type,
  initialCostCentavos: centavosOf(r.initial_cost_cents),
  monthlyReturnCentavos:
    r.monthly_return_cents === null ? null : centavosOf(r.monthly_return_cents),
  durationMonths: r.duration_months,
  cashFlowsCentavos: r.cash_flows_cents.map(centavosOf),
  periodUnit: r.period_unit,
  discountRatePercent: r.discount_rate_percent,
  salvageCentavos: r.salvage_cents === null ? null : centavosOf(r.salvage_cents),
  riskLevel: r.risk_level,
  createdAt: new Date(r.created_at),
});

/** What the profitability view and Alex read, in one statement. */
export function profitabilityParts(companyId: string, period: Range) {
  return {
    categories: categorySumsPart(companyId, period),
    income: incomeConcentrationPart(companyId, period),
    balance: balanceSheetPart(companyId),
    investments: storedPart<InvestmentJson>('investments', companyId),
    groups: storedPart<GroupJson>('profit_centre_groups', companyId),
  };
}

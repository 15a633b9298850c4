import {
  type CategoryHistory,
  type Centavos,
  COST_FREQUENCY,
  centavos,
  foldCategory,
  monthKey,
  sumCentavos,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Part } from '../db/parts.ts';
import { centavosOf, isOwnerMovement } from './amounts.ts';

type HistoryRows = {
  months: { category: string; month: string; amountCentavos: Centavos }[];
  /** Yearly (non-recurring) fixed costs by category as typed. */
  yearly: { category: string; amountCentavos: Centavos }[];
  /** The company's first recorded movement, or null. */
  firstDate: string | null;
};

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/**
 * Each expense category's months, from 12 complete months before `asOf`'s month to `asOf`, the
 * yearly fixed costs by category and the first recorded day: what finance's cost-frequency rule
 * reads (issue 31). One scan of `cash_flow_daily`; owner withdrawals are not expenses.
 */
export function expenseCategoryHistoryPart(companyId: string, asOf: string): Part<HistoryRows> {
  const from = `${monthKey(asOf, -COST_FREQUENCY.historyMonths)}-01`;
  return {
    expr: sql`SELECT json_build_object(
      'months', (SELECT coalesce(json_agg(c), '[]') FROM (
          SELECT category, to_char(date, 'YYYY-MM') AS month, sum(net_cents) AS amount
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND type = 'expense' AND NOT ${isOwnerMovement()}
            AND date BETWEEN ${from} AND ${asOf}
          GROUP BY 1, 2) c),
      'yearly', (SELECT coalesce(json_agg(f), '[]') FROM (
          SELECT category, sum(amount_cents) AS amount FROM fixed_costs
          WHERE company_id = ${companyId} AND NOT recurring GROUP BY 1) f),
      'first', (SELECT min(date) FROM cash_flow_daily WHERE company_id = ${companyId}))`,
    read: (value) => {
      const v = (value ?? {}) as Record<string, unknown>;
      return {
        months: list(v.months).map((r) => ({
          category: String(r.category),
          month: String(r.month),
          amountCentavos: centavosOf(r.amount),
        })),
        yearly: list(v.yearly).map((r) => ({
          category: String(r.category),
          amountCentavos: centavosOf(r.amount),
        })),
        firstDate: typeof v.first === 'string' ? v.first : null,
      };
    },
  };
}

/**
 * The categories' histories for finance (`CategoryHistory`): this month so far, the complete
 * months before it since the first recorded one (up to 12, most recent first), and the yearly
 * fixed costs of the same category (compared without case or accents).
 */
export function categoryHistories(rows: HistoryRows, asOf: string): CategoryHistory[] {
  const current = monthKey(asOf);
  const firstMonth = rows.firstDate?.slice(0, 7) ?? current;
  const previous = Array.from({ length: COST_FREQUENCY.historyMonths }, (_, i) =>
    monthKey(asOf, -(i + 1)),
  ).filter((m) => m >= firstMonth);
  const yearly = new Map<string, Centavos>();
  for (const y of rows.yearly) {
    const key = foldCategory(y.category);
    yearly.set(key, sumCentavos([yearly.get(key) ?? ZERO_CENTAVOS, y.amountCentavos]));
  }
  const byCategory = new Map<string, Map<string, number>>();
  for (const r of rows.months) {
    const months = byCategory.get(r.category) ?? new Map<string, number>();
    months.set(r.month, r.amountCentavos);
    byCategory.set(r.category, months);
  }
  return [...byCategory].map(([category, months]) => ({
    category,
    currentCentavos: centavos(months.get(current) ?? 0),
    previousCentavos: previous.map((m) => centavos(months.get(m) ?? 0)),
    yearlyFixedCentavos: yearly.get(foldCategory(category)) ?? ZERO_CENTAVOS,
  }));
}

import type { CategoryTotal } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';
import { centavosOf, isOwnerMovement, type Range } from './amounts.ts';

/** The range's expenses by category, largest first; owner withdrawals are not expenses. */
export function expenseCategoriesPart(companyId: string, range: Range): Part<CategoryTotal[]> {
  return jsonRows(
    sql`
      SELECT coalesce(json_agg(c ORDER BY c.amount DESC, c.category), '[]') FROM (
        SELECT category, sum(net_cents) AS amount
        FROM cash_flow_daily
        WHERE company_id = ${companyId} AND type = 'expense' AND NOT ${isOwnerMovement()}
          AND date BETWEEN ${range.from} AND ${range.to}
        GROUP BY category) c`,
    (r) => ({ category: String(r.category), amountCentavos: centavosOf(r.amount) }),
  );
}

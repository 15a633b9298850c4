import { COMPANY_TOTAL_MAX_PESOS } from '@caudal/finance/money';
import { sql } from 'drizzle-orm';
import type { EventHandler } from '../../lib/events.ts';
import { badRequest } from '../../lib/http-error.ts';

const MAX_CENTAVOS = COMPANY_TOTAL_MAX_PESOS * 100;

export const COMPANY_TOO_LARGE =
  'Con este cambio, los montos de tu empresa sumarían más de un billón de pesos, más de lo que ' +
  'Caudal puede calcular con exactitud. Revisa que el monto no tenga ceros de más.';

/**
 * Every write of a company's data ends here, inside its transaction (the company-data-changed
 * event): if the company's totals now pass the limit finance computes exactly within, the write
 * is refused with a 400 and rolls back, so no figure of the company can overflow.
 */
export const keepTotalsWithinLimits: EventHandler<'company-data-changed'> = async (
  { companyId, action },
  { db },
) => {
  if (action === 'deleted') return;
  const { rows } = await db.execute<{ entries: string; month: string }>(sql`
    SELECT
      -- The entries' sums by day (kept by triggers in this same transaction): a few rows a day
      -- instead of every entry, on every write. Amounts are positive, so the sum is the total.
      (SELECT coalesce(sum(amount_cents), 0) FROM cash_flow_daily
        WHERE company_id = ${companyId})::text AS entries,
      ((SELECT coalesce(sum(greatest(price_cents, variable_cost_cents)::numeric * monthly_sales), 0)
        FROM products WHERE company_id = ${companyId})
      + (SELECT coalesce(sum(amount_cents), 0) FROM fixed_costs WHERE company_id = ${companyId})
      + (SELECT coalesce(sum(amount_cents), 0) FROM variable_cost_lines
          WHERE company_id = ${companyId}))::text AS month`);
  const totals = rows[0];
  // numeric as text: compared as numbers only after PostgreSQL added them exactly.
  if (totals && (Number(totals.entries) > MAX_CENTAVOS || Number(totals.month) > MAX_CENTAVOS)) {
    throw badRequest(COMPANY_TOO_LARGE);
  }
};

import type { TaxMonthSums } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { centavosOf, isOwnerMovement, type Range } from '../../figures/index.ts';

export type TaxMonth = {
  sums: TaxMonthSums;
  /** The business's movements of the month with no tax breakdown. */
  withoutBreakdown: number;
  company: { rfc: string | null; taxRegime: string | null; profitCoefficient: number | null };
};

/**
 * The month's movements by their tax breakdown (cash basis: dated in the month), owners'
 * movements apart, and the company's RFC and regime, in one statement.
 */
export async function loadTaxMonth(
  db: Queryable,
  companyId: string,
  range: Range,
): Promise<TaxMonth | null> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT c.rfc, c.tax_regime, c.profit_coefficient, s.*
    FROM companies c
    CROSS JOIN LATERAL (
      SELECT
        sum(net_cents) FILTER (WHERE type = 'income') AS income_net,
        sum(iva_cents) FILTER (WHERE type = 'income') AS income_iva,
        sum(isr_withheld_cents) FILTER (WHERE type = 'income') AS income_isr_withheld,
        sum(iva_withheld_cents) FILTER (WHERE type = 'income') AS income_iva_withheld,
        sum(net_cents) FILTER (WHERE type = 'expense') AS expense_net,
        sum(iva_cents) FILTER (WHERE type = 'expense') AS expense_iva,
        sum(isr_withheld_cents) FILTER (WHERE type = 'expense') AS expense_isr_withheld,
        sum(iva_withheld_cents) FILTER (WHERE type = 'expense') AS expense_iva_withheld,
        count(*) FILTER (WHERE iva_cents IS NULL AND subtotal_cents IS NULL) AS without_breakdown
      FROM cash_flow_entries
      WHERE company_id = c.id AND date BETWEEN ${range.from} AND ${range.to}
        AND NOT ${isOwnerMovement()}
    ) s
    WHERE c.id = ${companyId}`);
  const r = rows[0];
  if (!r) return null;
  return {
    sums: {
      incomeNetCentavos: centavosOf(r.income_net),
      incomeIvaCentavos: centavosOf(r.income_iva),
      incomeIsrWithheldCentavos: centavosOf(r.income_isr_withheld),
      incomeIvaWithheldCentavos: centavosOf(r.income_iva_withheld),
      expenseNetCentavos: centavosOf(r.expense_net),
      expenseIvaCentavos: centavosOf(r.expense_iva),
      expenseIsrWithheldCentavos: centavosOf(r.expense_isr_withheld),
      expenseIvaWithheldCentavos: centavosOf(r.expense_iva_withheld),
    },
    withoutBreakdown: Number(r.without_breakdown ?? 0),
    company: {
      rfc: (r.rfc as string | null) ?? null,
      taxRegime: (r.tax_regime as string | null) ?? null,
      profitCoefficient: r.profit_coefficient == null ? null : Number(r.profit_coefficient),
    },
  };
}

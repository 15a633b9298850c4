import type { EntryType } from '@caudal/contracts';
import type { IvaRate, TaxMonthSums } from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categoryTaxDefaults } from '../../db/schema/index.ts';
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
        sum(other_withheld_cents) FILTER (WHERE type = 'expense') AS expense_other_withheld,
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
      expenseOtherWithheldCentavos: centavosOf(r.expense_other_withheld),
    },
    withoutBreakdown: Number(r.without_breakdown ?? 0),
    company: {
      rfc: (r.rfc as string | null) ?? null,
      taxRegime: (r.tax_regime as string | null) ?? null,
      profitCoefficient: r.profit_coefficient == null ? null : Number(r.profit_coefficient),
    },
  };
}

export type TaxDefaultRow = { type: EntryType; category: string; ivaRate: IvaRate };

/** The company's category defaults, by type then category. */
export async function listTaxDefaults(db: Queryable, companyId: string): Promise<TaxDefaultRow[]> {
  const rows = await db
    .select({
      type: categoryTaxDefaults.type,
      category: categoryTaxDefaults.category,
      ivaRate: categoryTaxDefaults.ivaRate,
    })
    .from(categoryTaxDefaults)
    .where(eq(categoryTaxDefaults.companyId, companyId))
    .orderBy(categoryTaxDefaults.type, categoryTaxDefaults.categoryKey);
  return rows as TaxDefaultRow[];
}

/** Sets a category's default (its key as the database's `category_key()` writes it). */
export async function saveTaxDefault(
  db: Queryable,
  companyId: string,
  input: { type: EntryType; category: string; ivaRate: IvaRate },
) {
  await db.execute(sql`
    INSERT INTO category_tax_defaults (company_id, type, category_key, category, iva_rate)
    VALUES (${companyId}, ${input.type}, category_key(${input.category}), ${input.category},
      ${input.ivaRate})
    ON CONFLICT (company_id, type, category_key) DO UPDATE
      SET category = EXCLUDED.category, iva_rate = EXCLUDED.iva_rate, updated_at = now()`);
}

export async function deleteTaxDefault(
  db: Queryable,
  companyId: string,
  input: { type: EntryType; category: string },
) {
  await db.execute(sql`
    DELETE FROM category_tax_defaults
    WHERE company_id = ${companyId} AND type = ${input.type}
      AND category_key = category_key(${input.category})`);
}

/**
 * Gives the default to the category's movements without any tax breakdown (neither a CFDI's
 * nor a rate said); returns how many.
 */
export async function applyTaxDefault(
  db: Queryable,
  companyId: string,
  input: { type: EntryType; category: string; ivaRate: IvaRate },
): Promise<number> {
  const { rowCount } = await db.execute(sql`
    UPDATE cash_flow_entries
      SET iva_rate = ${input.ivaRate},
          iva_cents = iva_included(amount_cents, ${input.ivaRate})
    WHERE company_id = ${companyId} AND type = ${input.type}
      AND category_key(category) = category_key(${input.category})
      AND iva_rate IS NULL AND iva_cents IS NULL AND subtotal_cents IS NULL
      AND isr_withheld_cents IS NULL AND iva_withheld_cents IS NULL
      AND other_withheld_cents IS NULL`);
  return rowCount ?? 0;
}

import { UnitEconomicsScenarioInputSchema, UnitEconomicsScenarioSchema } from '@caudal/contracts';
import { COST_RULES, type ViewProduct } from '@caudal/finance';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { products, unitEconomicsScenarios } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { ownedRecords } from '../company-records/owned-records.repository.ts';
import { customerRecordsPart } from '../customers/customers.repository.ts';
import { centavosOf, snapshotPart } from '../metrics/metrics.repository.ts';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** A product id in a body must be the company's own: another company's is simply not found. */
async function ownProduct(db: Queryable, companyId: string, productId: string | null) {
  if (productId === null) return;
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
}

/** The what-ifs the owner saved: a product (null: all of them) and the six inputs. */
export const scenarioRecords = ownedRecords({
  table: unitEconomicsScenarios,
  tag: 'unit-economics',
  kind: 'unit-economics-scenario',
  input: UnitEconomicsScenarioInputSchema,
  output: UnitEconomicsScenarioSchema,
  notFoundDetail: 'Escenario no encontrado',
  validate: (db, companyId, input) => ownProduct(db, companyId, input.productId),
  toRow: (s) => ({
    name: s.name,
    productId: s.productId,
    priceCentavos: s.inputs.pricePerUnit,
    variableCostCentavos: s.inputs.variableCosts,
    marketingSpendCentavos: s.inputs.marketingSpend,
    newCustomers: s.inputs.newCustomers,
    avgPurchaseFreq: s.inputs.avgPurchaseFreq,
    retentionMonths: s.inputs.retentionMonths,
  }),
  toView: (row) => ({
    id: row.id,
    name: row.name,
    productId: row.productId,
    inputs: {
      pricePerUnit: row.priceCentavos,
      variableCosts: row.variableCostCentavos,
      marketingSpend: row.marketingSpendCentavos,
      newCustomers: row.newCustomers,
      avgPurchaseFreq: row.avgPurchaseFreq,
      retentionMonths: row.retentionMonths,
    },
    createdAt: row.createdAt.toISOString(),
  }),
});

/** The company's products with their ids, in the catalogue's order. */
export function productsPart(companyId: string): Part<ViewProduct[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'price', price_cents,
          'cost', variable_cost_cents, 'sales', monthly_sales) ORDER BY created_at, id), '[]')
        FROM products WHERE company_id = ${companyId}`,
    (r) => ({
      id: String(r.id),
      name: String(r.name),
      priceCentavos: centavosOf(r.price),
      variableCostCentavos: centavosOf(r.cost),
      monthlySales: Number(r.sales),
    }),
  );
}

/**
 * Expenses in a marketing category (finance COST_RULES: Marketing, Publicidad; compared without
 * case or accents, spelled out so it does not depend on the database's locale), by month.
 */
function marketingByMonthPart(companyId: string, from: string, to: string) {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('month', m.month, 'amount', m.amount)
          ORDER BY m.month), '[]') FROM (
          SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents) AS amount
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND type = 'expense' AND date >= ${from} AND date <= ${to}
            AND translate(lower(btrim(category)), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
              = ANY(${sql.param([...COST_RULES.marketingCategories])}::text[])
          GROUP BY 1) m`,
    (r) => ({ month: String(r.month), amountCentavos: centavosOf(r.amount) }),
  );
}

/** What the unit-economics view and Carlos read, in one statement. */
export function unitEconomicsParts(companyId: string, asOf: string, from: string) {
  return {
    products: productsPart(companyId),
    records: customerRecordsPart(companyId),
    marketing: marketingByMonthPart(companyId, from, asOf),
    snapshot: snapshotPart(companyId, asOf),
  };
}

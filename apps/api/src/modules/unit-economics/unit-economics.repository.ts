import { UnitEconomicsScenarioInputSchema, UnitEconomicsScenarioSchema } from '@caudal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { products, unitEconomicsScenarios } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

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

import type { CostsPricingProduct, SavedPricingInputs } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jsonRows, type Part } from '../../db/parts.ts';
import { pricingInputs, products } from '../../db/schema/index.ts';
import { centavosOf, snapshotPart } from '../../figures/index.ts';

export const PRODUCT_NOT_FOUND = 'Producto no encontrado';

/** The company's products with their ids and categories, in the snapshot's order. */
function productsPart(companyId: string): Part<CostsPricingProduct[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'category', category,
          'price', price_cents, 'cost', variable_cost_cents, 'sales', monthly_sales)
          ORDER BY created_at, id), '[]')
        FROM products WHERE company_id = ${companyId}`,
    (r) => ({
      id: String(r.id),
      name: String(r.name),
      category: String(r.category),
      priceCentavos: centavosOf(r.price),
      variableCostCentavos: centavosOf(r.cost),
      monthlySales: Number(r.sales),
    }),
  );
}

/** What the owner saved for each product. */
function pricingInputsPart(companyId: string): Part<SavedPricingInputs[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('product', product_id,
          'margin', target_margin_percent, 'competitor', competitor_price_cents,
          'elasticity', price_elasticity, 'demand', demand)), '[]')
        FROM pricing_inputs WHERE company_id = ${companyId}`,
    (r) => ({
      productId: String(r.product),
      targetMarginPercent: Number(r.margin),
      competitorPriceCentavos: r.competitor === null ? null : centavosOf(r.competitor),
      priceElasticity: Number(r.elasticity),
      ...(r.demand === null ? {} : { demand: Number(r.demand) }),
    }),
  );
}

/** The view's data in one statement: the snapshot, the products with ids, the saved inputs. */
export function costsPricingParts(companyId: string, asOf: string) {
  return {
    snapshot: snapshotPart(companyId, asOf),
    products: productsPart(companyId),
    pricingInputs: pricingInputsPart(companyId),
  };
}

/** Saves (or replaces) a product's inputs; the product must already be known to be the company's. */
export async function upsertPricingInputs(
  db: Queryable,
  companyId: string,
  productId: string,
  input: {
    targetMarginPercent: number;
    competitorPriceCentavos: Centavos | null;
    priceElasticity: number;
    demand: number | null;
  },
) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(pricingInputs)
    .values({ companyId, productId, ...values })
    .onConflictDoUpdate({
      target: [pricingInputs.companyId, pricingInputs.productId],
      set: values,
    });
}

/**
 * Changes only a product's price (locking its row for the transaction); false when the product
 * is not the company's.
 */
export async function updateProductPrice(
  db: Queryable,
  companyId: string,
  productId: string,
  priceCentavos: Centavos,
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ priceCentavos })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .returning({ id: products.id });
  return updated.length > 0;
}

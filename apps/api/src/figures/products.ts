import type { ViewProduct } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';
import { centavosOf } from './amounts.ts';

/** The company's products with their ids and categories, in the catalogue's order. */
export function productsPart(companyId: string): Part<(ViewProduct & { category: string })[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'category', category, 'price', price_cents,
          'cost', variable_cost_cents, 'sales', monthly_sales) ORDER BY created_at, id), '[]')
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

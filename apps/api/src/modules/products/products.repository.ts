import { ProductInputSchema, ProductSchema } from '@caudal/contracts';
import { products } from '../../db/schema/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

/** The company's catalogue: price and unit cost in centavos, units sold in a typical month. */
export const productRecords = ownedRecords({
  table: products,
  tag: 'products',
  kind: 'product',
  input: ProductInputSchema,
  output: ProductSchema,
  notFoundDetail: 'Producto no encontrado',
  toRow: (p) => ({
    name: p.name,
    priceCentavos: p.price,
    variableCostCentavos: p.variableCost,
    monthlySales: p.monthlySales,
    category: p.category,
  }),
  toView: (row) => ({
    id: row.id,
    name: row.name,
    price: row.priceCentavos,
    variableCost: row.variableCostCentavos,
    monthlySales: row.monthlySales,
    category: row.category,
  }),
});

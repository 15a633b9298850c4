import { MONEY_MAX_PESOS } from '@caudal/finance/money';
import { categorySchema, recordName } from './common.ts';
import { count, money, moneyInput } from './numbers.ts';
import { z } from './zod-es.ts';

/** POST/PUT /api/products: what the owner types; money in pesos on the wire. */
export const ProductInputSchema = z
  .strictObject({
    name: recordName('El nombre del producto'),
    price: moneyInput('El precio'),
    variableCost: moneyInput('El costo variable'),
    monthlySales: count('Las ventas mensuales deben ser un número entero de unidades')
      .min(0, { error: 'Las ventas mensuales no pueden ser negativas' })
      .max(100_000_000, { error: 'Las ventas mensuales son demasiado grandes' }),
    category: categorySchema.default('General'),
  })
  // A month's sales (price × units, in centavos here) must stay a sum finance can add exactly.
  .refine((p) => Math.max(p.price, p.variableCost) * p.monthlySales <= MONEY_MAX_PESOS * 100, {
    path: ['monthlySales'],
    error: 'Las ventas del mes (precio × unidades) son demasiado grandes',
  });
/** The body a client sends. */
export type ProductInput = z.input<typeof ProductInputSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: money(),
  variableCost: money(),
  monthlySales: count(),
  category: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

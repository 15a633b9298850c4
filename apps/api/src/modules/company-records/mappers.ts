import type {
  CashFlowEntry,
  CashFlowEntryInputSchema,
  FixedCost,
  FixedCostInputSchema,
  Product,
  ProductInputSchema,
  VariableCostLine,
  VariableCostLineInputSchema,
  z,
} from '@caudal/contracts';
import { toCentavos, toPesos } from '@caudal/finance';
import type {
  cashFlowEntries,
  fixedCosts,
  products,
  variableCostLines,
} from '../../db/schema/index.ts';

// Rows hold centavos; the API speaks pesos. These are the only conversions between the two.

type ProductRow = typeof products.$inferSelect;
export const productToRow = (p: z.output<typeof ProductInputSchema>) => ({
  name: p.name,
  priceCents: toCentavos(p.price),
  variableCostCents: toCentavos(p.variableCost),
  monthlySales: p.monthlySales,
  category: p.category,
});
export const productView = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  price: toPesos(row.priceCents),
  variableCost: toPesos(row.variableCostCents),
  monthlySales: row.monthlySales,
  category: row.category,
});

type FixedCostRow = typeof fixedCosts.$inferSelect;
export const fixedCostToRow = (c: z.output<typeof FixedCostInputSchema>) => ({
  name: c.name,
  amountCents: toCentavos(c.amount),
  category: c.category,
  recurring: c.recurring,
});
export const fixedCostView = (row: FixedCostRow): FixedCost => ({
  id: row.id,
  name: row.name,
  amount: toPesos(row.amountCents),
  category: row.category,
  recurring: row.recurring,
});

type VariableCostLineRow = typeof variableCostLines.$inferSelect;
export const variableCostLineToRow = (l: z.output<typeof VariableCostLineInputSchema>) => ({
  name: l.name,
  type: l.type,
  amountCents: toCentavos(l.amount),
  category: l.category,
});
export const variableCostLineView = (row: VariableCostLineRow): VariableCostLine => ({
  id: row.id,
  name: row.name,
  type: row.type as VariableCostLine['type'],
  amount: toPesos(row.amountCents),
  category: row.category,
});

type EntryRow = typeof cashFlowEntries.$inferSelect;
export const entryToRow = (e: z.output<typeof CashFlowEntryInputSchema>) => ({
  date: e.date,
  type: e.type,
  amountCents: toCentavos(e.amount),
  description: e.description,
  category: e.category,
  recurring: e.recurring,
});
export const entryView = (row: EntryRow): CashFlowEntry => ({
  id: row.id,
  date: row.date,
  type: row.type as CashFlowEntry['type'],
  amount: toPesos(row.amountCents),
  description: row.description,
  category: row.category,
  recurring: row.recurring,
});

import {
  type CostLineType,
  FixedCostInputSchema,
  FixedCostSchema,
  VariableCostLineInputSchema,
  VariableCostLineSchema,
} from '@caudal/contracts';
import { fixedCosts, variableCostLines } from '../../db/schema/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

/** Fixed costs: monthly, or yearly (`recurring: false`, counted as amount / 12 a month). */
export const fixedCostRecords = ownedRecords({
  table: fixedCosts,
  tag: 'fixed-costs',
  kind: 'fixed-cost',
  input: FixedCostInputSchema,
  output: FixedCostSchema,
  notFoundDetail: 'Costo fijo no encontrado',
  toRow: (c) => ({
    name: c.name,
    amountCentavos: c.amount,
    category: c.category,
    recurring: c.recurring,
  }),
  toView: (row) => ({
    id: row.id,
    name: row.name,
    amount: row.amountCentavos,
    category: row.category,
    recurring: row.recurring,
  }),
});

/** Extra cost lines of a month, fixed or variable (packaging, card fees). */
export const costLineRecords = ownedRecords({
  table: variableCostLines,
  tag: 'variable-cost-lines',
  kind: 'cost-line',
  input: VariableCostLineInputSchema,
  output: VariableCostLineSchema,
  notFoundDetail: 'Línea de costo no encontrada',
  toRow: (l) => ({ name: l.name, type: l.type, amountCentavos: l.amount, category: l.category }),
  toView: (row) => ({
    id: row.id,
    name: row.name,
    type: row.type as CostLineType,
    amount: row.amountCentavos,
    category: row.category,
  }),
});

import { categorySchema, recordName } from './common.ts';
import { money, moneyInput } from './numbers.ts';
import { z } from './zod-es.ts';

// ---------------------------------------------------------------- fixed costs

export const FixedCostInputSchema = z.strictObject({
  name: recordName('El nombre del costo'),
  amount: moneyInput('El monto', { positive: true }),
  category: categorySchema.default('General'),
  /** Monthly when true; otherwise a yearly amount that counts as amount / 12 a month. */
  recurring: z.boolean({ error: 'recurring debe ser verdadero o falso' }).default(true),
});
export type FixedCostInput = z.input<typeof FixedCostInputSchema>;

export const FixedCostSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: money(),
  category: z.string(),
  recurring: z.boolean(),
});
export type FixedCost = z.infer<typeof FixedCostSchema>;

// ---------------------------------------------------------------- extra cost lines

export const COST_LINE_TYPES = ['fixed', 'variable'] as const;
export type CostLineType = (typeof COST_LINE_TYPES)[number];

export const VariableCostLineInputSchema = z.strictObject({
  name: recordName('El nombre del costo'),
  type: z.enum(COST_LINE_TYPES, { error: 'El tipo debe ser fijo (fixed) o variable (variable)' }),
  amount: moneyInput('El monto', { positive: true }),
  category: categorySchema.default('General'),
});
export type VariableCostLineInput = z.input<typeof VariableCostLineInputSchema>;

export const VariableCostLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COST_LINE_TYPES),
  amount: money(),
  category: z.string(),
});
export type VariableCostLine = z.infer<typeof VariableCostLineSchema>;

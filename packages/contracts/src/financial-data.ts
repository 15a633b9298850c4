import { BUSINESS_STAGES, INDUSTRIES } from './auth.ts';
import { ComputedMetricsSchema } from './metrics.ts';
import { z } from './zod-es.ts';

/** Money in pesos with at most two decimals (stored as integer centavos). */
const money = (label: string, { min = 0, positive = false } = {}) =>
  z
    .number({ error: `${label} debe ser un número` })
    .finite({ error: `${label} debe ser un número` })
    .min(min, { error: `${label} no puede ser negativo` })
    .max(1e11, { error: `${label} es demasiado grande` })
    .refine((v) => !positive || v > 0, { error: `${label} debe ser mayor que cero` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: `${label} admite como máximo dos decimales`,
    });

const name = (label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(120, { error: `${label} es demasiado largo` });

const category = z
  .string({ error: 'La categoría debe ser texto' })
  .trim()
  .min(1, { error: 'La categoría es obligatoria' })
  .max(60, { error: 'La categoría es demasiado larga' });

/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = (label: string) =>
  z.iso.date({ error: `${label} debe ser una fecha válida (AAAA-MM-DD)` });

export const idParamsSchema = z.object({
  id: z.uuid({ error: 'El identificador no es válido' }),
});

// ---------------------------------------------------------------- company

export const CompanySchema = z.object({
  name: z.string().nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  foundedDate: z.string().nullable(),
  employees: z.number().int().nullable(),
  businessModel: z.string().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  /** The company's cash today, in pesos; null when the owner has not said. */
  cashBalance: z.number().nullable(),
  onboardingCompleted: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

export const UpdateCompanyRequestSchema = z.strictObject({
  name: name('El nombre de la empresa').nullable().optional(),
  industry: z.enum(INDUSTRIES, { error: 'Selecciona un giro válido' }).nullable().optional(),
  foundedDate: isoDate('La fecha de fundación').nullable().optional(),
  employees: z
    .number({ error: 'El número de empleados debe ser un número entero' })
    .int({ error: 'El número de empleados debe ser un número entero' })
    .min(1, { error: 'El número de empleados debe ser al menos 1' })
    .max(1_000_000, { error: 'El número de empleados es demasiado grande' })
    .nullable()
    .optional(),
  businessModel: z
    .string({ error: 'El modelo de negocio debe ser texto' })
    .trim()
    .max(200, { error: 'El modelo de negocio es demasiado largo' })
    .nullable()
    .optional(),
  stage: z.enum(BUSINESS_STAGES, { error: 'Selecciona una etapa válida' }).nullable().optional(),
  cashBalance: money('El saldo de caja', { min: -1e11 }).nullable().optional(),
  onboardingCompleted: z
    .boolean({ error: 'onboardingCompleted debe ser verdadero o falso' })
    .optional(),
});
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequestSchema>;

// ---------------------------------------------------------------- products

export const ProductInputSchema = z.strictObject({
  name: name('El nombre del producto'),
  price: money('El precio'),
  variableCost: money('El costo variable'),
  monthlySales: z
    .number({ error: 'Las ventas mensuales deben ser un número' })
    .int({ error: 'Las ventas mensuales deben ser un número entero de unidades' })
    .min(0, { error: 'Las ventas mensuales no pueden ser negativas' })
    .max(100_000_000, { error: 'Las ventas mensuales son demasiado grandes' }),
  category: category.default('General'),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  variableCost: z.number(),
  monthlySales: z.number().int(),
  category: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

// ---------------------------------------------------------------- fixed costs

export const FixedCostInputSchema = z.strictObject({
  name: name('El nombre del costo'),
  amount: money('El monto', { positive: true }),
  category: category.default('General'),
  /** Monthly when true; otherwise a yearly amount that counts as amount / 12 a month. */
  recurring: z.boolean({ error: 'recurring debe ser verdadero o falso' }).default(true),
});
export type FixedCostInput = z.input<typeof FixedCostInputSchema>;
export const FixedCostSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number(),
  category: z.string(),
  recurring: z.boolean(),
});
export type FixedCost = z.infer<typeof FixedCostSchema>;

// ---------------------------------------------------------------- extra variable cost lines

export const COST_LINE_TYPES = ['fixed', 'variable'] as const;
export const VariableCostLineInputSchema = z.strictObject({
  name: name('El nombre del costo'),
  type: z.enum(COST_LINE_TYPES, { error: 'El tipo debe ser fijo (fixed) o variable (variable)' }),
  amount: money('El monto', { positive: true }),
  category: category.default('General'),
});
export type VariableCostLineInput = z.input<typeof VariableCostLineInputSchema>;
export const VariableCostLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COST_LINE_TYPES),
  amount: z.number(),
  category: z.string(),
});
export type VariableCostLine = z.infer<typeof VariableCostLineSchema>;

// ---------------------------------------------------------------- cash-flow entries

export const ENTRY_TYPES = ['income', 'expense'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = { income: 'Ingreso', expense: 'Gasto' };

export const CashFlowEntryInputSchema = z.strictObject({
  date: isoDate('La fecha'),
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser ingreso (income) o gasto (expense)' }),
  amount: money('El monto', { positive: true }),
  description: z
    .string({ error: 'La descripción es obligatoria' })
    .trim()
    .min(1, { error: 'La descripción es obligatoria' })
    .max(300, { error: 'La descripción es demasiado larga' }),
  category,
  recurring: z.boolean({ error: 'recurring debe ser verdadero o falso' }).default(false),
});
export type CashFlowEntryInput = z.input<typeof CashFlowEntryInputSchema>;
export const CashFlowEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  amount: z.number(),
  description: z.string(),
  category: z.string(),
  recurring: z.boolean(),
});
export type CashFlowEntry = z.infer<typeof CashFlowEntrySchema>;

export const CashFlowListQuerySchema = z
  .strictObject({
    from: isoDate('La fecha inicial').optional(),
    to: isoDate('La fecha final').optional(),
    type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser income o expense' }).optional(),
    category: z.string().trim().min(1).max(60).optional(),
    page: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int({ error: 'La página debe ser un número entero' })
      .min(1, { error: 'La página empieza en 1' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'El tamaño de página debe ser un número' })
      .int({ error: 'El tamaño de página debe ser un número entero' })
      .min(1, { error: 'El tamaño de página debe ser al menos 1' })
      .max(500, { error: 'El tamaño de página puede ser como máximo 500' })
      .default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'La fecha inicial no puede ser posterior a la final',
  });
export type CashFlowListQuery = z.infer<typeof CashFlowListQuerySchema>;

export const ProjectedEntriesQuerySchema = z.strictObject({
  month: z
    .string({ error: 'El mes es obligatorio (AAAA-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'El mes debe tener la forma AAAA-MM' }),
});

/** The month's entries projected from the products and costs: computed, never stored. */
export const ProjectedEntriesSchema = z.object({
  month: z.string(),
  entries: z.array(CashFlowEntrySchema.omit({ id: true })),
});
export type ProjectedEntries = z.infer<typeof ProjectedEntriesSchema>;

export const CashFlowPageSchema = z.object({
  items: z.array(CashFlowEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CashFlowPage = z.infer<typeof CashFlowPageSchema>;

// ---------------------------------------------------------------- export / import

const withOptionalId = { id: z.string().max(100).optional() };

/**
 * POST /api/financial-data/import: the document GET /api/financial-data/export produces.
 * Ids, metrics and exportedAt are accepted and ignored (ids are new, metrics are recomputed).
 */
export const ImportDocumentSchema = z.strictObject({
  company: UpdateCompanyRequestSchema,
  products: z.array(ProductInputSchema.extend(withOptionalId)).max(1000, {
    error: 'Se admiten como máximo 1,000 productos',
  }),
  fixedCosts: z.array(FixedCostInputSchema.extend(withOptionalId)).max(1000, {
    error: 'Se admiten como máximo 1,000 costos fijos',
  }),
  variableCostLines: z
    .array(VariableCostLineInputSchema.extend(withOptionalId))
    .max(1000, { error: 'Se admiten como máximo 1,000 líneas de costo' })
    .default([]),
  cashFlow: z.array(CashFlowEntryInputSchema.extend(withOptionalId)).max(200_000, {
    error: 'Se admiten como máximo 200,000 movimientos por importación',
  }),
  metrics: z.unknown().optional(),
  exportedAt: z.string().max(40).optional(),
});
export type ImportDocument = z.input<typeof ImportDocumentSchema>;

export const ImportResultSchema = z.object({
  products: z.number().int(),
  fixedCosts: z.number().int(),
  variableCostLines: z.number().int(),
  cashFlow: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ExportDocumentSchema = z.object({
  company: CompanySchema,
  metrics: ComputedMetricsSchema,
  products: z.array(ProductSchema),
  fixedCosts: z.array(FixedCostSchema),
  variableCostLines: z.array(VariableCostLineSchema),
  cashFlow: z.array(CashFlowEntrySchema),
  exportedAt: z.string(),
});
export type ExportDocument = z.infer<typeof ExportDocumentSchema>;

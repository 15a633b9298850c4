import { IVA_RATES, TAX_REGIME_CODES } from '@caudal/finance';
import { ENTRY_TYPES } from './cash-flow.ts';
import { categorySchema, isoMonth } from './common.ts';
import { count, money, percent } from './numbers.ts';
import { z } from './zod-es.ts';

/** The SAT regime (c_RegimenFiscal) of the company, as PUT /api/company takes it. */
export const taxRegimeSchema = z.enum(TAX_REGIME_CODES, {
  error: 'Selecciona un régimen fiscal de la lista',
});

/** GET /api/taxes/estimate?month=YYYY-MM (default: the month before the current one). */
export const TaxEstimateQuerySchema = z.strictObject({
  month: isoMonth('El mes').optional(),
});

/** The month's IVA and provisional ISR, estimated on what was cobrado and pagado (issue 32). */
export const TaxEstimateSchema = z.object({
  month: z.string(),
  /** Always true: an estimate to plan the cash, not a return. */
  estimate: z.literal(true),
  /** The day the payment is due: the 17th of the next month, moved to a business day. */
  dueDate: z.string(),
  regime: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** What it is computed from, in the owner's words. */
  basis: z.string(),
  iva: z.object({
    collected: money(),
    creditable: money(),
    withheld: money(),
    /** Negative: a balance in the company's favour. */
    payable: money(),
    legalBasis: z.string(),
  }),
  isr: z.object({
    base: money().nullable(),
    ratePercent: percent().nullable(),
    provisional: money().nullable(),
    withheld: money(),
    payable: money().nullable(),
    method: z.string(),
    legalBasis: z.string(),
  }),
  /** ISR and IVA withheld (payroll, honorarios, rent) and a payroll's other deductions. */
  withholdingsToPay: z.object({ isr: money(), iva: money(), other: money() }),
  /** The cash the 17th takes: IVA payable (if positive), ISR payable and the withholdings. */
  total: money(),
  /** Movements of the month without a tax breakdown (entered by hand or from the bank). */
  movementsWithoutBreakdown: count(),
});
export type TaxEstimateResponse = z.infer<typeof TaxEstimateSchema>;

/** A category's default IVA: what its movements include unless said otherwise. */
export const CategoryTaxDefaultSchema = z.object({
  type: z.enum(ENTRY_TYPES),
  category: z.string(),
  ivaRate: z.enum(IVA_RATES),
});
export type CategoryTaxDefault = z.infer<typeof CategoryTaxDefaultSchema>;

/** GET /api/taxes/defaults. */
export const CategoryTaxDefaultsSchema = z.object({
  defaults: z.array(CategoryTaxDefaultSchema),
});

/**
 * PUT /api/taxes/defaults: sets (or, with `ivaRate: null`, removes) a category's default IVA;
 * `applyToExisting` also gives it to the category's movements that have no tax breakdown yet.
 */
export const CategoryTaxDefaultInputSchema = z.strictObject({
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser ingreso (income) o gasto (expense)' }),
  category: categorySchema,
  ivaRate: z.enum(IVA_RATES, { error: 'El IVA debe ser 16, 8, 0 o exento' }).nullable(),
  applyToExisting: z
    .boolean({ error: 'applyToExisting debe ser verdadero o falso' })
    .default(false),
});
export type CategoryTaxDefaultInput = z.input<typeof CategoryTaxDefaultInputSchema>;

export const CategoryTaxDefaultResultSchema = z.object({
  defaults: z.array(CategoryTaxDefaultSchema),
  /** Movements that took the default now (applyToExisting). */
  updated: count(),
});

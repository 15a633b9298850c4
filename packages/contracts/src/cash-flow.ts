import { categorySchema, isoDate, isoMonth } from './common.ts';
import { count, money, moneyInput, unitMeta } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

export const ENTRY_TYPES = ['income', 'expense'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = { income: 'Ingreso', expense: 'Gasto' };

/** POST/PUT /api/cash-flow/entries. */
export const CashFlowEntryInputSchema = z.strictObject({
  date: isoDate('La fecha'),
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser ingreso (income) o gasto (expense)' }),
  amount: moneyInput('El monto', { positive: true }),
  description: text('La descripción es obligatoria', { label: 'La descripción' })
    .trim()
    .min(1, { error: 'La descripción es obligatoria' })
    .max(300, { error: 'La descripción es demasiado larga' }),
  category: categorySchema,
  recurring: z.boolean({ error: 'recurring debe ser verdadero o falso' }).default(false),
});
export type CashFlowEntryInput = z.input<typeof CashFlowEntryInputSchema>;

export const CashFlowEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  amount: money(),
  description: z.string(),
  category: z.string(),
  recurring: z.boolean(),
});
export type CashFlowEntry = z.infer<typeof CashFlowEntrySchema>;

/** GET /api/cash-flow/entries: filters and page. */
/** The filters of the entries' list and of its CSV export. */
const entryFilters = {
  from: isoDate('La fecha inicial').optional(),
  to: isoDate('La fecha final').optional(),
  type: z.enum(ENTRY_TYPES, { error: 'El tipo debe ser income o expense' }).optional(),
  category: text('La categoría debe ser texto', { label: 'La categoría' })
    .trim()
    .min(1)
    .max(60)
    .optional(),
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const DATES_IN_ORDER = { error: 'La fecha inicial no puede ser posterior a la final' };

export const CashFlowListQuerySchema = z
  .strictObject({
    ...entryFilters,
    page: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int({ error: 'La página debe ser un número entero' })
      .min(1, { error: 'La página empieza en 1' })
      .meta(unitMeta('count'))
      .default(1),
    pageSize: z.coerce
      .number({ error: 'El tamaño de página debe ser un número' })
      .int({ error: 'El tamaño de página debe ser un número entero' })
      .min(1, { error: 'El tamaño de página debe ser al menos 1' })
      .max(500, { error: 'El tamaño de página puede ser como máximo 500' })
      .meta(unitMeta('count'))
      .default(50),
  })
  .refine(datesInOrder, DATES_IN_ORDER);

/** GET /api/cash-flow/entries/export.csv: the list's filters, every matching entry. */
export const CashFlowExportQuerySchema = z
  .strictObject(entryFilters)
  .refine(datesInOrder, DATES_IN_ORDER);
export type CashFlowExportQuery = z.output<typeof CashFlowExportQuerySchema>;

/** The CSV's columns (spec 001 §7), in order. */
export const CASH_FLOW_CSV_COLUMNS = [
  'Fecha',
  'Tipo',
  'Categoría',
  'Descripción',
  'Monto',
  'Recurrente',
] as const;
export type CashFlowListQuery = z.input<typeof CashFlowListQuerySchema>;

export const CashFlowPageSchema = z.object({
  items: z.array(CashFlowEntrySchema),
  total: count(),
  page: count(),
  pageSize: count(),
});
export type CashFlowPage = z.infer<typeof CashFlowPageSchema>;

/** GET /api/cash-flow/projected?month=YYYY-MM. */
export const ProjectedEntriesQuerySchema = z.strictObject({ month: isoMonth('El mes') });

/** The month's entries projected from the products and costs: computed, never stored. */
export const ProjectedEntriesSchema = z.object({
  month: z.string(),
  entries: z.array(CashFlowEntrySchema.omit({ id: true })),
});
export type ProjectedEntries = z.infer<typeof ProjectedEntriesSchema>;

/** GET /api/cash-flow/forecast?weeks=13: the horizon, 1 to 52 weeks. */
export const CashForecastQuerySchema = z.strictObject({
  weeks: z.coerce
    .number({ error: 'Las semanas deben ser un número' })
    .int({ error: 'Las semanas deben ser un número entero' })
    .min(1, { error: 'El pronóstico va de 1 a 52 semanas' })
    .max(52, { error: 'El pronóstico va de 1 a 52 semanas' })
    .meta(unitMeta('count'))
    .default(13),
});

export const FORECAST_ITEM_KINDS = [
  'sales',
  'variable-costs',
  'fixed-cost',
  'recurring',
  'taxes',
  'aguinaldo',
  'ptu',
] as const;

/** One expected movement of a forecast week, with how it was estimated (Spanish). */
const ForecastItemSchema = z.object({
  date: z.string(),
  kind: z.enum(FORECAST_ITEM_KINDS),
  label: z.string(),
  direction: z.enum(['in', 'out']),
  amount: money(),
  basis: z.string(),
});

/** A week-by-week cash forecast from today's cash (finance `cashForecast`). */
export const CashForecastSchema = z.object({
  /** The forecast starts the day after this one. */
  asOf: z.string(),
  weeks: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      opening: money(),
      inflow: money(),
      outflow: money(),
      closing: money(),
      items: z.array(ForecastItemSchema),
    }),
  ),
  /** The index of the week whose closing balance is the lowest. */
  lowestWeek: count(),
  /** True when the company never gave its cash and the forecast starts from $0. */
  openingAssumed: z.boolean(),
  /** Spanish, when something was assumed. */
  note: z.string().nullable(),
});
export type CashForecastResponse = z.infer<typeof CashForecastSchema>;

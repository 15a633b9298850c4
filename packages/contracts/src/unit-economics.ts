import { isoMonth, recordName } from './common.ts';
import { count, money, moneyInput, months, ratio } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * Unit economics (issue 14, spec 001 §2–§4, §9): the company's customers month by month, the
 * screen's view (finance `unitEconomicsView`), and the what-ifs the owner saves as scenarios.
 */

/** A count of customers; `label` is plural ('Los clientes nuevos'). */
const customerCount = (label: string) =>
  count(`${label} deben ser un número entero`)
    .min(0, { error: `${label} no pueden ser negativos` })
    .max(100_000_000, { error: `${label} son demasiados` });

/** POST/PUT /api/customer-records: one month of the company's customers. */
export const CustomerRecordInputSchema = z
  .strictObject({
    month: isoMonth('El mes'),
    activeCustomers: customerCount('Los clientes activos'),
    newCustomers: customerCount('Los clientes nuevos'),
    /** Only when the marketing spend is not in the entries (Marketing, Publicidad). */
    marketingSpend: moneyInput('El gasto de marketing').nullable().default(null),
  })
  .refine((r) => r.newCustomers <= r.activeCustomers, {
    path: ['newCustomers'],
    error: 'Los clientes nuevos no pueden ser más que los clientes activos del mes',
  });
export type CustomerRecordInput = z.input<typeof CustomerRecordInputSchema>;

export const CustomerRecordSchema = z.object({
  id: z.string(),
  month: z.string(),
  activeCustomers: count(),
  newCustomers: count(),
  marketingSpend: money().nullable(),
});
export type CustomerRecord = z.infer<typeof CustomerRecordSchema>;

/** The CSV's header, in order (Spanish, as the owner's spreadsheet names them). */
export const CUSTOMER_CSV_COLUMNS = [
  'Mes',
  'Clientes activos',
  'Clientes nuevos',
  'Gasto de marketing',
] as const;

/** POST /api/customer-records/import: a CSV, each month replacing the one already recorded. */
export const CustomerRecordsImportSchema = z.strictObject({
  csv: text('Adjunta el contenido del archivo CSV', { label: 'El archivo', multiline: true })
    .min(1, { error: 'El archivo está vacío' })
    .max(200_000, { error: 'El archivo es demasiado grande (máximo 200 KB)' }),
});
export type CustomerRecordsImport = z.input<typeof CustomerRecordsImportSchema>;

export const CustomerRecordsImportResultSchema = z.object({
  imported: count(),
  records: z.array(CustomerRecordSchema),
});
export type CustomerRecordsImportResult = z.infer<typeof CustomerRecordsImportResultSchema>;

/**
 * The calculator's six inputs (spec 001 §3) as the API sends them; new customers are null when
 * the owner has not recorded the month (nothing is estimated in their place, issue 31).
 */
export const UnitEconomicsInputsSchema = z.object({
  pricePerUnit: money(),
  variableCosts: money(),
  marketingSpend: money(),
  newCustomers: count().nullable(),
  avgPurchaseFreq: ratio(),
  retentionMonths: months(),
});
export type UnitEconomicsInputs = z.infer<typeof UnitEconomicsInputsSchema>;

/** The calculator's inputs as the owner types them (a scenario's body). */
export const UnitEconomicsInputsInputSchema = z.strictObject({
  pricePerUnit: moneyInput('El precio por unidad'),
  variableCosts: moneyInput('El costo variable por unidad'),
  marketingSpend: moneyInput('El gasto de marketing'),
  newCustomers: customerCount('Los clientes nuevos'),
  avgPurchaseFreq: ratio('Las compras por cliente al mes deben ser un número')
    .min(0, { error: 'Las compras por cliente al mes no pueden ser negativas' })
    .max(1000, { error: 'Las compras por cliente al mes son demasiadas' }),
  retentionMonths: months('Los meses de retención deben ser un número')
    .min(0, { error: 'Los meses de retención no pueden ser negativos' })
    .max(600, { error: 'Los meses de retención son demasiados (máximo 600)' }),
});

const CustomerMonthSchema = z.object({
  month: z.string(),
  /** Null: the owner did not record the month. */
  activeCustomers: count().nullable(),
  newCustomers: count().nullable(),
  marketingSpend: money(),
  /** The owner recorded the month's customers. */
  recorded: z.boolean(),
  /** 'record', 'entries' (Marketing/Publicidad entries), 'costs' (the typical month's, estimated). */
  marketingSource: z.enum(['record', 'entries', 'costs']),
});
export type CustomerMonthView = z.infer<typeof CustomerMonthSchema>;

/** GET /api/unit-economics/view. */
export const UnitEconomicsViewSchema = z.object({
  month: z.string(),
  customers: CustomerMonthSchema,
  history: z.array(CustomerMonthSchema),
  purchaseFrequency: z.object({ value: ratio(), estimated: z.boolean() }),
  retentionMonths: z.object({ value: months(), estimated: z.boolean() }),
  /** 'todos' first, then each product; empty for a company without products. */
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unitsSold: count(),
      /** Share of units sold, 0..1. */
      share: ratio(),
      inputs: UnitEconomicsInputsSchema,
    }),
  ),
  assumed: z.array(z.string()),
  /** Spanish: what needs the owner's customers (COCA, LTV/COCA, payback); null once recorded. */
  customersNeeded: z.string().nullable(),
});
export type UnitEconomicsViewResponse = z.infer<typeof UnitEconomicsViewSchema>;

/** POST/PUT /api/unit-economics/scenarios: a named what-if of a product (null: all of them). */
export const UnitEconomicsScenarioInputSchema = z.strictObject({
  name: recordName('El nombre del escenario'),
  productId: z.uuid({ error: 'El producto no es válido' }).nullable(),
  inputs: UnitEconomicsInputsInputSchema,
});
export type UnitEconomicsScenarioInput = z.input<typeof UnitEconomicsScenarioInputSchema>;

export const UnitEconomicsScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  productId: z.string().nullable(),
  /** A saved what-if always has its new customers. */
  inputs: UnitEconomicsInputsSchema.extend({ newCustomers: count() }),
  createdAt: z.string(),
});
export type UnitEconomicsScenario = z.infer<typeof UnitEconomicsScenarioSchema>;

import { ENTRY_TYPES } from './cash-flow.ts';
import { categorySchema } from './common.ts';
import { rfcSchema } from './company.ts';
import { count, money, unitMeta } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/** The files POST /api/imports reads (issue 13). */
export const IMPORT_KINDS = ['cfdi', 'cfdi-zip', 'bank-csv', 'bank-xlsx', 'ofx'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['preview', 'committed', 'undone'] as const;

/**
 * What the commit does with a row of the preview: create it; skip it as a duplicate; it could
 * not be read; create it only if the owner confirms (a CFDI without UUID); ignore it (a CFDI
 * de traslado, a file inside a ZIP that is not XML).
 */
export const IMPORT_ROW_ACTIONS = ['create', 'duplicate', 'error', 'confirm', 'ignored'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** What a row becomes: a cash entry, a receivable or payable, a payment that settles one. */
export const IMPORT_ROW_KINDS = ['entry', 'receivable', 'payable', 'settlement'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

export const ImportRowSchema = z.object({
  /** 1-based: the line of a statement, the position of a file in a ZIP. */
  line: count(),
  /** Where it comes from, in words: 'Línea 12', 'factura-03.xml'. */
  source: z.string(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  kind: z.enum(IMPORT_ROW_KINDS).nullable(),
  date: z.string().nullable(),
  type: z.enum(ENTRY_TYPES).nullable(),
  amount: money().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  /** The CFDI's UUID, when it has one. */
  uuid: z.string().nullable(),
  /** Why it is skipped, cannot be read, needs a confirmation or is ignored; in Spanish. */
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportCountsSchema = z.object({
  create: count(),
  duplicate: count(),
  error: count(),
  confirm: count(),
  ignored: count(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/** The columns of a bank statement, for a layout the importer does not know. */
export const BankMappingSchema = z.strictObject({
  /** The 0-based row of the column names; null when the file has none. */
  headerRow: count('La fila de encabezados debe ser un número entero').min(0).nullable(),
  date: count('La columna de la fecha debe ser un número entero').min(0),
  description: count('La columna de la descripción debe ser un número entero').min(0),
  reference: count('La columna de la referencia debe ser un número entero').min(0).nullable(),
  /** Either charge and/or deposit columns, or one signed amount column. */
  charge: count('La columna de cargos debe ser un número entero').min(0).nullable(),
  deposit: count('La columna de abonos debe ser un número entero').min(0).nullable(),
  amount: count('La columna del monto debe ser un número entero').min(0).nullable(),
  balance: count('La columna del saldo debe ser un número entero').min(0).nullable(),
});
export type BankMapping = z.infer<typeof BankMappingSchema>;

/** The multipart fields that may come with the file (all optional, as text). */
export const ImportUploadFieldsSchema = z.strictObject({
  /** The bank account's name: dedupes per account and keys a saved mapping. */
  account: text('La cuenta debe ser texto', { label: 'La cuenta' })
    .trim()
    .min(1, { error: 'La cuenta no puede estar vacía' })
    .max(60, { error: 'El nombre de la cuenta es demasiado largo' })
    .optional(),
  /** A BankMapping as JSON, for a statement whose layout is not recognised. */
  mapping: text('El mapeo debe ser texto', { label: 'El mapeo' })
    .max(2000, { error: 'El mapeo es demasiado largo' })
    .optional(),
  /** 'true' saves the mapping for the account. */
  saveMapping: z.enum(['true', 'false'], { error: 'saveMapping debe ser true o false' }).optional(),
  /** Pesos per unit of a statement's foreign currency ('17.45'), to convert its movements. */
  exchangeRate: text('El tipo de cambio debe ser texto', { label: 'El tipo de cambio' })
    .trim()
    .regex(/^\d{1,5}(\.\d{1,6})?$/, {
      error: 'El tipo de cambio debe ser un número como 17.45 (hasta 6 decimales)',
    })
    .refine((rate) => Number(rate) > 0, { error: 'El tipo de cambio debe ser mayor que cero' })
    .optional(),
});

/** When the layout is unknown: the first rows, so the owner can say which column is which. */
export const MappingNeededSchema = z.object({
  detail: z.string(),
  /** The first rows of the file as read, cell by cell. */
  sample: z.array(z.array(z.string())),
});

/** The rows a preview answers with at once; GET /api/imports/:id?offset= pages the rest. */
export const IMPORT_PREVIEW_PAGE = 1000;

/** GET /api/imports/:id?offset=1000: the page of rows starting there (errors and skips first). */
export const ImportPreviewQuerySchema = z.strictObject({
  offset: z.coerce
    .number({ error: 'El inicio de la página debe ser un número' })
    .int({ error: 'El inicio de la página debe ser un número entero' })
    .min(0, { error: 'El inicio de la página no puede ser negativo' })
    .meta(unitMeta('count'))
    .default(0),
});

export const ImportPreviewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  /** The bank layout recognised ('BBVA México', 'Banorte', ...) or the CFDI versions read. */
  format: z.string().nullable(),
  account: z.string().nullable(),
  /** The company's RFC the CFDI were read against (issued by it = income). */
  rfc: z.string().nullable(),
  counts: ImportCountsSchema,
  /** A page of the preview's rows (see rowsOffset and rowsTotal), errors and skips first. */
  rows: z.array(ImportRowSchema),
  /** Where the page starts among all rows, 0 for the first. */
  rowsOffset: count(),
  rowsTotal: count(),
  mappingNeeded: MappingNeededSchema.nullable(),
  /**
   * A statement in another currency read without a rate: its currency ('USD'). Its movements
   * are not imported until it is uploaded again with `exchangeRate`.
   */
  currencyNeeded: z.string().nullable(),
  /**
   * The statement's own closing balance and its day (its "Saldo" column), which the owner may
   * take as their cash balance on that day (PUT /api/company with `cashBalanceOn`); null when
   * the statement has none.
   */
  closingBalance: z.object({ amount: money(), date: z.string() }).nullable(),
  /** Summary and balance lines of the statement (Total de cargos, Saldo final) left out. */
  summaryLines: count(),
  /**
   * Movements of the file that match what the company already holds from the other side (a
   * statement's rows and CFDI not yet reconciled, a CFDI file and bank movements): to confirm in
   * the reconciliation (GET /api/reconciliation) so the money counts once.
   */
  reconcilable: count(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  /** What the commit added. */
  created: count().nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** POST /api/imports/:id/commit. */
export const CommitImportRequestSchema = z.strictObject({
  /** Also create the rows that need a confirmation (CFDI without UUID); they are flagged. */
  confirm: z.boolean({ error: 'confirm debe ser verdadero o falso' }).default(false),
  /** The owner's corrections of categories, by line; each teaches a rule for later imports. */
  categories: z
    .array(
      z.strictObject({
        line: count('La línea debe ser un número entero').min(1),
        category: categorySchema,
      }),
      { error: 'Las categorías deben ser una lista' },
    )
    .max(10_000, { error: 'Demasiadas correcciones de categoría' })
    .default([]),
});
export type CommitImportRequest = z.input<typeof CommitImportRequestSchema>;

export const ImportSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  counts: ImportCountsSchema,
  created: count().nullable(),
  /** Who uploaded it. */
  userName: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export const ImportListSchema = z.object({ items: z.array(ImportSummarySchema) });
export type ImportList = z.infer<typeof ImportListSchema>;

/** GET /api/receivables and /api/payables: the open invoices paid later (PPD). */
export const OpenDocumentSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  counterpart: z.string(),
  rfc: z.string(),
  folio: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  total: money(),
  /** What is still owed, in MXN. */
  open: money(),
  daysOverdue: count(),
  /** Days of credit: from its date to its due date. */
  termsDays: count(),
  /** False for a CFDI without UUID the owner confirmed. */
  stamped: z.boolean(),
});
export const OpenDocumentsSchema = z.object({
  items: z.array(OpenDocumentSchema),
  totalOpen: money(),
  overdue: money(),
});
export type OpenDocuments = z.infer<typeof OpenDocumentsSchema>;

// ---------------------------------------------------------------- counterpart terms

/** Days of credit a counterpart takes: 1 to 365. */
export const TERMS_DAYS = { min: 1, max: 365, default: 30 } as const;

/** PUT /api/counterparts/:rfc/terms. */
export const CounterpartParamsSchema = z.strictObject({ rfc: rfcSchema });

export const CounterpartTermsInputSchema = z.strictObject({
  days: z
    .number({ error: 'El plazo debe ser un número de días' })
    .int({ error: 'El plazo debe ser un número entero de días' })
    .min(TERMS_DAYS.min, { error: 'El plazo va de 1 a 365 días' })
    .max(TERMS_DAYS.max, { error: 'El plazo va de 1 a 365 días' })
    .meta(unitMeta('count')),
});
export type CounterpartTermsInput = z.input<typeof CounterpartTermsInputSchema>;

export const CounterpartTermsSchema = z.object({
  rfc: z.string(),
  days: count(),
  /** The counterpart's receivables and payables whose due date moved. */
  documentsUpdated: count(),
});
export type CounterpartTerms = z.infer<typeof CounterpartTermsSchema>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { byteaColumn, centavosColumn } from './columns.ts';
import { companyId, createdAt } from './company-owned.ts';
import { users } from './users.ts';

/**
 * One uploaded file (issue 13): its preview, kept here until it is committed (the API holds
 * nothing in memory another instance would need), then what it added, until it is undone.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** 'cfdi', 'cfdi-zip', 'bank-csv', 'bank-xlsx', 'ofx'. */
    kind: text('kind').notNull(),
    /** 'preview', 'committed', 'undone'. */
    status: text('status').notNull().default('preview'),
    /** The bank account the statement belongs to (bank files), as the owner named it. */
    account: text('account'),
    /** Rows of the preview by action: create, duplicate, error, confirm, ignored. */
    counts: jsonb('counts').notNull(),
    /**
     * What the commit adds (the preview's rows, entries, documents and settlements) as gzipped
     * JSON (plan-store.ts): never queried inside, and a 100,000-row statement's plan is 50 MB
     * of JSON but 3 MB gzipped, so storing and reading it back costs milliseconds, not seconds.
     * Plans stored before migration 0015 are plain UTF-8 JSON.
     */
    plan: byteaColumn('plan').notNull(),
    /** Rows the commit actually added (a racing import may have taken some). */
    createdCount: integer('created_count'),
    createdAt: createdAt(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_company_created_idx').on(t.companyId, t.createdAt),
    check('imports_status_check', sql`${t.status} IN ('preview', 'committed', 'undone')`),
  ],
);

/**
 * Every CFDI an import consumed, by its UUID ('cfdi:<UUID>'), or by the file's hash for a CFDI
 * without one: the dedupe key, whatever the CFDI produced (cash, a document, payments).
 */
export const importedCfdis = pgTable(
  'imported_cfdis',
  {
    companyId: companyId(),
    key: text('key').notNull(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** False for a CFDI without a TimbreFiscalDigital UUID, imported after the owner confirmed. */
    stamped: boolean('stamped').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.key] }),
    index('imported_cfdis_import_idx').on(t.importId),
  ],
);

/**
 * Invoices paid later (PPD): a receivable when the company issued it, a payable when it received
 * it. The amount still open is the total less its settlements (payments and credit notes, by
 * UUID), so a payment imported before its invoice still settles it, and undoing either is exact.
 */
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    /** The TimbreFiscalDigital UUID, upper case; a generated key for an unstamped CFDI. */
    uuid: text('uuid').notNull(),
    /** 'receivable' (issued by the company) or 'payable' (received). */
    direction: text('direction').notNull(),
    counterpartName: text('counterpart_name').notNull(),
    counterpartRfc: text('counterpart_rfc').notNull(),
    folio: text('folio'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** MXN per unit of `currency` (TipoCambio), 1 for MXN. */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    /** The total in `currency`, in hundredths (centavos of that currency). */
    totalOriginalCentavos: centavosColumn('total_original_cents').notNull(),
    /** The total in MXN centavos. */
    totalCentavos: centavosColumn('total_cents').notNull(),
    subtotalCentavos: centavosColumn('subtotal_cents').notNull(),
    ivaCentavos: centavosColumn('iva_cents').notNull(),
    isrWithheldCentavos: centavosColumn('isr_withheld_cents').notNull(),
    ivaWithheldCentavos: centavosColumn('iva_withheld_cents').notNull(),
    stamped: boolean('stamped').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fiscal_documents_company_uuid_key').on(t.companyId, t.uuid),
    index('fiscal_documents_company_due_idx').on(t.companyId, t.direction, t.dueDate),
    check('fiscal_documents_direction_check', sql`${t.direction} IN ('receivable', 'payable')`),
    check('fiscal_documents_total_check', sql`${t.totalOriginalCentavos} > 0`),
  ],
);

/** What paid or reduced a document: a payment complement's DoctoRelacionado, a credit note. */
export const documentSettlements = pgTable(
  'document_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The import that brought it; null for a settlement a reconciliation match made. */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    /**
     * The reconciliation match that made it (a bank movement paying an open PPD invoice). Its
     * foreign key to reconciliation_matches (ON DELETE CASCADE) is written in migration 0033 and
     * left out of the snapshot: a reference here would make the schema files import each other.
     */
    matchId: uuid('match_id'),
    /** The settled document's UUID (upper case); it may arrive in a later import. */
    documentUuid: text('document_uuid').notNull(),
    /** 'payment' or 'credit-note'. */
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** In the document's currency (ImpPagado), hundredths. */
    amountOriginalCentavos: centavosColumn('amount_original_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_settlements_company_uuid_idx').on(t.companyId, t.documentUuid),
    index('document_settlements_import_idx').on(t.importId),
    check('document_settlements_kind_check', sql`${t.kind} IN ('payment', 'credit-note')`),
    check(
      'document_settlements_origin_check',
      sql`${t.importId} IS NOT NULL OR ${t.matchId} IS NOT NULL`,
    ),
    index('document_settlements_match_idx').on(t.matchId),
  ],
);

/** Keywords of a description → a category; the owner's corrections in a preview add them. */
export const categoryRules = pgTable(
  'category_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Lower case, without accents: matched as a substring of the folded description. */
    keyword: text('keyword').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_rules_company_keyword_key').on(t.companyId, t.keyword)],
);

/** A bank statement layout the owner mapped by hand, saved for the account. */
export const bankMappings = pgTable(
  'bank_mappings',
  {
    companyId: companyId(),
    account: text('account').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.account] })],
);

/**
 * The days of credit a counterpart (by RFC) really takes, as the owner says: a PPD invoice with
 * it is due that many days after its date, whatever the CFDI's CondicionesDePago say (30 when
 * neither says). Changing it moves the due dates of that counterpart's documents.
 */
export const counterpartTerms = pgTable(
  'counterpart_terms',
  {
    companyId: companyId(),
    rfc: text('rfc').notNull(),
    days: integer('days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.rfc] }),
    check('counterpart_terms_days_check', sql`${t.days} BETWEEN 1 AND 365`),
  ],
);

import type { Centavos } from '@caudal/finance';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  bankMappings,
  cashFlowEntries,
  categoryRules,
  companies,
  documentSettlements,
  fiscalDocuments,
  fixedCosts,
  importedCfdis,
  imports,
  users,
} from '../../db/schema/index.ts';
import type { CategoryRule } from './categorize.ts';
import type { ImportPlan } from './plan.ts';

/** An import without its plan, which only the preview, the commit and the undo read. */
export type ImportRecord = Omit<typeof imports.$inferSelect, 'plan'>;

export async function companyRfc(db: Queryable, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ rfc: companies.rfc })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.rfc ?? null;
}

// Lookups of many keys go in slices: one array parameter each, whatever the file's size.
const SLICE = 10_000;
async function inSlices<T>(keys: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += SLICE)
    found.push(...(await read(keys.slice(i, i + SLICE))));
  return found;
}

/** Which of these CFDI keys the company already imported. */
export async function importedCfdiKeys(db: Queryable, companyId: string, keys: string[]) {
  const rows = await inSlices(keys, (slice) =>
    db
      .select({ key: importedCfdis.key })
      .from(importedCfdis)
      .where(
        and(
          eq(importedCfdis.companyId, companyId),
          sql`${importedCfdis.key} = ANY(${sql.param(slice)}::text[])`,
        ),
      ),
  );
  return new Set(rows.map((r) => r.key));
}

/** Which of these external ids the company's entries already carry. */
export async function existingExternalIds(db: Queryable, companyId: string, ids: string[]) {
  const rows = await inSlices(ids, (slice) =>
    db
      .select({ id: cashFlowEntries.externalId })
      .from(cashFlowEntries)
      .where(
        and(
          eq(cashFlowEntries.companyId, companyId),
          sql`${cashFlowEntries.externalId} = ANY(${sql.param(slice)}::text[])`,
        ),
      ),
  );
  return new Set(rows.map((r) => r.id as string));
}

/** Which of these UUIDs are the company's receivables or payables. */
export async function storedDocumentUuids(db: Queryable, companyId: string, uuids: string[]) {
  const rows = await inSlices(uuids, (slice) =>
    db
      .select({ uuid: fiscalDocuments.uuid })
      .from(fiscalDocuments)
      .where(
        and(
          eq(fiscalDocuments.companyId, companyId),
          sql`${fiscalDocuments.uuid} = ANY(${sql.param(slice)}::text[])`,
        ),
      ),
  );
  return new Set(rows.map((r) => r.uuid));
}

/**
 * Payments a reconciliation match already recorded (a bank movement the owner confirmed as
 * paying the invoice), by invoice UUID: their amounts in the invoice's currency.
 */
export async function matchedPayments(db: Queryable, companyId: string, uuids: string[]) {
  const rows = await inSlices(uuids, (slice) =>
    db
      .select({
        uuid: documentSettlements.documentUuid,
        amount: documentSettlements.amountOriginalCentavos,
      })
      .from(documentSettlements)
      .where(
        and(
          eq(documentSettlements.companyId, companyId),
          sql`${documentSettlements.matchId} IS NOT NULL`,
          sql`${documentSettlements.documentUuid} = ANY(${sql.param(slice)}::text[])`,
        ),
      ),
  );
  const paid = new Map<string, number[]>();
  for (const r of rows) paid.set(r.uuid, [...(paid.get(r.uuid) ?? []), Number(r.amount)]);
  return paid;
}

export async function ownCategoryRules(db: Queryable, companyId: string): Promise<CategoryRule[]> {
  return db
    .select({ keyword: categoryRules.keyword, category: categoryRules.category })
    .from(categoryRules)
    .where(eq(categoryRules.companyId, companyId));
}

/** The categories the owner already uses (their movements' and fixed costs'), to reuse. */
export async function ownCategories(db: Queryable, companyId: string): Promise<string[]> {
  const [entries, costs] = await Promise.all([
    db
      .selectDistinct({ category: cashFlowEntries.category })
      .from(cashFlowEntries)
      .where(eq(cashFlowEntries.companyId, companyId))
      .limit(1000),
    db
      .selectDistinct({ category: fixedCosts.category })
      .from(fixedCosts)
      .where(eq(fixedCosts.companyId, companyId))
      .limit(1000),
  ]);
  return [...new Set([...entries, ...costs].map((r) => r.category))];
}

/** An imported movement of the company (null when it is not imported or not the company's). */
export async function importedEntry(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .select({
      description: cashFlowEntries.description,
      type: cashFlowEntries.type,
      category: cashFlowEntries.category,
      externalId: cashFlowEntries.externalId,
    })
    .from(cashFlowEntries)
    .where(and(eq(cashFlowEntries.companyId, companyId), eq(cashFlowEntries.id, id)))
    .limit(1);
  const row = rows[0];
  return row?.externalId ? row : null;
}

/** Keeps the newest category for each keyword. */
export async function learnCategoryRules(db: Queryable, companyId: string, rules: CategoryRule[]) {
  if (rules.length === 0) return;
  await db
    .insert(categoryRules)
    .values(rules.map((r) => ({ ...r, companyId })))
    .onConflictDoUpdate({
      target: [categoryRules.companyId, categoryRules.keyword],
      set: { category: sql`excluded.category` },
    });
}

export async function savedBankMapping(db: Queryable, companyId: string, account: string) {
  const [row] = await db
    .select({ mapping: bankMappings.mapping })
    .from(bankMappings)
    .where(and(eq(bankMappings.companyId, companyId), eq(bankMappings.account, account)));
  return row?.mapping ?? null;
}

export async function saveBankMapping(
  db: Queryable,
  companyId: string,
  account: string,
  mapping: object,
) {
  await db
    .insert(bankMappings)
    .values({ companyId, account, mapping })
    .onConflictDoUpdate({
      target: [bankMappings.companyId, bankMappings.account],
      set: { mapping, updatedAt: new Date() },
    });
}

export async function insertImport(db: Queryable, row: typeof imports.$inferInsert) {
  const [created] = await db
    .insert(imports)
    .values(row)
    .returning({ id: imports.id, createdAt: imports.createdAt });
  return created as { id: string; createdAt: Date };
}

const { plan: _plan, ...recordColumns } = getTableColumns(imports);

/** The import, without its plan; `lock` holds it for the transaction (commit, undo). */
export async function findImport(
  db: Queryable,
  companyId: string,
  id: string,
  lock = false,
): Promise<ImportRecord | null> {
  const query = db
    .select(recordColumns)
    .from(imports)
    .where(and(eq(imports.companyId, companyId), eq(imports.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The import's stored plan (plan-store.ts decodes it). */
export async function importPlan(db: Queryable, companyId: string, id: string): Promise<Buffer> {
  const [row] = await db
    .select({ plan: imports.plan })
    .from(imports)
    .where(and(eq(imports.companyId, companyId), eq(imports.id, id)));
  if (!row) throw new Error(`import ${id} has no plan`);
  return row.plan;
}

export async function listImports(db: Queryable, companyId: string) {
  return db
    .select({
      id: imports.id,
      fileName: imports.fileName,
      kind: imports.kind,
      status: imports.status,
      counts: imports.counts,
      createdCount: imports.createdCount,
      userName: users.fullName,
      createdAt: imports.createdAt,
      committedAt: imports.committedAt,
    })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(eq(imports.companyId, companyId))
    .orderBy(desc(imports.createdAt))
    .limit(200);
}

// 11 columns a row: 2,000 rows stay far below PostgreSQL's 65,535 parameters.
const CHUNK = 2000;
const ENTRY_CHUNK = 10_000;

/**
 * Adds what the plan holds, inside the caller's transaction. A CFDI another import took in the
 * meantime (a double click, two tabs) adds nothing; so does an entry whose external id exists.
 * Returns how many entries, documents and settlements it added.
 */
export async function applyPlan(
  tx: Queryable,
  companyId: string,
  importId: string,
  plan: ImportPlan,
) {
  let taken = new Set<string>();
  if (plan.cfdis.length > 0) {
    const wanted = new Set(plan.cfdis.map((c) => c.key));
    const inserted: { key: string }[] = [];
    for (let i = 0; i < plan.cfdis.length; i += CHUNK) {
      inserted.push(
        ...(await tx
          .insert(importedCfdis)
          .values(
            plan.cfdis
              .slice(i, i + CHUNK)
              .map((c) => ({ companyId, importId, key: c.key, stamped: c.stamped })),
          )
          .onConflictDoNothing()
          .returning({ key: importedCfdis.key })),
      );
    }
    const got = new Set(inserted.map((r) => r.key));
    taken = new Set(
      plan.cfdis.filter((c) => wanted.has(c.key) && !got.has(c.key)).map((c) => String(c.line)),
    );
  }
  const keep = <T extends { line: number }>(items: T[]) =>
    items.filter((i) => !taken.has(String(i.line)));
  let created = 0;
  const entries = keep(plan.entries);
  // One parameter per 10,000 entries (JSON read by PostgreSQL), not 12 per entry.
  for (let i = 0; i < entries.length; i += ENTRY_CHUNK) {
    const slice = entries.slice(i, i + ENTRY_CHUNK).map(({ line: _line, ...e }) => e);
    const { rows } = await tx.execute<{ n: number }>(sql`
      WITH added AS (
        INSERT INTO cash_flow_entries (company_id, import_id, source, external_id, date, type,
          amount_cents, description, category, subtotal_cents, iva_cents, isr_withheld_cents,
          iva_withheld_cents, other_withheld_cents, counterpart_rfc)
        SELECT ${companyId}::uuid, ${importId}::uuid, 'import', e."externalId", e.date, e.type,
          e."amountCentavos", e.description, e.category, e."subtotalCentavos", e."ivaCentavos",
          e."isrWithheldCentavos", e."ivaWithheldCentavos", e."otherWithheldCentavos",
          e."counterpartRfc"
        FROM jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) AS e("externalId" text, date date,
          type text, "amountCentavos" bigint, description text, category text,
          "subtotalCentavos" bigint, "ivaCentavos" bigint, "isrWithheldCentavos" bigint,
          "ivaWithheldCentavos" bigint, "otherWithheldCentavos" bigint, "counterpartRfc" text)
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM added`);
    created += Number(rows[0]?.n ?? 0);
  }
  const documents = keep(plan.documents);
  for (let i = 0; i < documents.length; i += CHUNK) {
    const rows = await tx
      .insert(fiscalDocuments)
      .values(
        documents.slice(i, i + CHUNK).map(({ line: _line, ...d }) => ({
          ...d,
          totalOriginalCentavos: d.totalOriginalCentavos as Centavos,
          totalCentavos: d.totalCentavos as Centavos,
          subtotalCentavos: d.subtotalCentavos as Centavos,
          ivaCentavos: d.ivaCentavos as Centavos,
          isrWithheldCentavos: d.isrWithheldCentavos as Centavos,
          ivaWithheldCentavos: d.ivaWithheldCentavos as Centavos,
          companyId,
          importId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: fiscalDocuments.id });
    created += rows.length;
  }
  const settlements = keep(plan.settlements);
  for (let i = 0; i < settlements.length; i += CHUNK) {
    const rows = await tx
      .insert(documentSettlements)
      .values(
        settlements.slice(i, i + CHUNK).map(({ line: _line, amountOriginalCentavos, ...s }) => ({
          ...s,
          amountOriginalCentavos: amountOriginalCentavos as Centavos,
          companyId,
          importId,
        })),
      )
      .returning({ id: documentSettlements.id });
    created += rows.length;
  }
  return {
    created,
    entries: entries.length > 0,
    documents: documents.length + settlements.length > 0,
  };
}

export async function markImport(
  db: Queryable,
  companyId: string,
  id: string,
  changes: Partial<Pick<ImportRecord, 'status' | 'committedAt' | 'undoneAt' | 'createdCount'>>,
) {
  await db
    .update(imports)
    .set(changes)
    .where(and(eq(imports.companyId, companyId), eq(imports.id, id)));
}

/** Deletes exactly what the import added (its entries, documents, settlements, CFDI keys). */
export async function deleteImportRows(tx: Queryable, companyId: string, importId: string) {
  const scope = <T extends { companyId: unknown; importId: unknown }>(t: T) =>
    and(eq(t.companyId as never, companyId), eq(t.importId as never, importId));
  const entries = await tx
    .delete(cashFlowEntries)
    .where(scope(cashFlowEntries))
    .returning({ id: cashFlowEntries.id });
  const documents = await tx
    .delete(fiscalDocuments)
    .where(scope(fiscalDocuments))
    .returning({ id: fiscalDocuments.id });
  const settlements = await tx
    .delete(documentSettlements)
    .where(scope(documentSettlements))
    .returning({ id: documentSettlements.id });
  await tx.delete(importedCfdis).where(scope(importedCfdis));
  return { entries: entries.length, documents: documents.length + settlements.length };
}

import type {
  CommitImportRequestSchema,
  ImportKind,
  ImportList,
  ImportPreview,
  z,
} from '@caudal/contracts';
import type { DataKind } from '../../lib/events.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { refreshEntryStatistics } from '../financial-data/index.ts';
import { countPreviewMatches, undoMatchesOfImport } from '../reconciliation/index.ts';
import { type CategoryRule, keywordOf } from './categorize.ts';
import { previewCfdi } from './cfdi-preview.ts';
import { withLines } from './dedupe.ts';
import { detectKind } from './detect.ts';
import {
  applyPlan,
  companyRfc,
  deleteImportRows,
  findImport,
  importPlan,
  insertImport,
  learnCategoryRules,
  listImports,
  markImport,
  ownCategories,
  ownCategoryRules,
} from './imports.repository.ts';
import { countRows, importView, type StoredPlan } from './imports.view.ts';
import { ZipRefused, zipFileNames } from './parsers/zip.ts';
import { decodePlan, encodePlan } from './plan-store.ts';
import { previewStatement, type UploadFields } from './statement-preview.ts';

export type Upload = { fileName: string; bytes: Buffer; fields: UploadFields };

type Deps = Pick<ModuleDeps, 'db' | 'events' | 'clock'>;

/** An XLSX is a ZIP too: its parts say which. */
async function zipKind(bytes: Buffer): Promise<ImportKind> {
  try {
    const names = await zipFileNames(bytes);
    return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/'))
      ? 'bank-xlsx'
      : 'cfdi-zip';
  } catch (error) {
    if (error instanceof ZipRefused) throw badRequest(error.message);
    throw error;
  }
}

/** POST /api/imports: reads the file, plans what it adds and stores the preview. */
export async function previewImport(
  { db, clock }: Deps,
  auth: AuthContext,
  upload: Upload,
): Promise<ImportPreview> {
  const detected = detectKind(upload.fileName, upload.bytes);
  if ('refused' in detected) throw badRequest(detected.refused);
  const kind = detected.kind === 'zip' ? await zipKind(upload.bytes) : detected.kind;
  const rules = await ownCategoryRules(db, auth.companyId);
  let stored: StoredPlan;
  let account: string | null = null;
  if (kind === 'cfdi' || kind === 'cfdi-zip') {
    const rfc = await companyRfc(db, auth.companyId);
    const plan = await previewCfdi(db, auth.companyId, {
      rfc,
      rules,
      zipped: kind === 'cfdi-zip',
      fileName: upload.fileName,
      bytes: upload.bytes,
    });
    stored = {
      ...plan,
      format: kind === 'cfdi-zip' ? 'ZIP de CFDI' : 'CFDI',
      rfc,
      mappingNeeded: null,
    };
  } else {
    const categories = await ownCategories(db, auth.companyId);
    const statement = await previewStatement(db, auth.companyId, {
      kind,
      rules,
      categories,
      ...upload,
    });
    stored = statement.plan;
    account = statement.account;
  }
  stored.reconcilable = await reconcilable(db, auth.companyId, clock.today(), kind, stored);
  const record = await insertImport(db, {
    companyId: auth.companyId,
    userId: auth.userId,
    fileName: upload.fileName.slice(0, 255),
    kind,
    account,
    counts: countRows(stored.rows),
    plan: await encodePlan(stored),
  });
  return importView(
    {
      id: record.id,
      companyId: auth.companyId,
      userId: auth.userId,
      fileName: upload.fileName.slice(0, 255),
      kind,
      status: 'preview',
      account,
      counts: countRows(stored.rows),
      createdCount: null,
      createdAt: record.createdAt,
      committedAt: null,
      undoneAt: null,
    },
    stored,
  );
}

/**
 * How many of the file's movements match what the company already holds from the other side
 * (a statement's rows and the CFDI not yet matched, a CFDI file and the bank movements), for the
 * preview to say before anything is counted twice.
 */
async function reconcilable(
  db: Deps['db'],
  companyId: string,
  today: string,
  kind: ImportKind,
  plan: StoredPlan,
): Promise<number> {
  if (kind === 'cfdi' || kind === 'cfdi-zip') {
    const candidates = [
      ...plan.entries.map((e) => ({
        kind: 'entry' as const,
        id: e.externalId,
        uuid: null,
        date: e.date,
        type: e.type,
        amountCentavos: e.amountCentavos,
        rfc: e.counterpartRfc ?? null,
        name: e.description,
        folio: null,
      })),
      ...plan.documents.map((d) => ({
        kind: 'document' as const,
        id: d.uuid,
        uuid: d.uuid,
        date: d.issueDate,
        type: d.direction === 'receivable' ? ('income' as const) : ('expense' as const),
        amountCentavos: d.totalCentavos,
        rfc: d.counterpartRfc,
        name: d.counterpartName,
        folio: d.folio,
      })),
    ];
    return candidates.length === 0 ? 0 : countPreviewMatches(db, companyId, today, { candidates });
  }
  const bank = plan.entries.map((e) => ({
    id: e.externalId,
    date: e.date,
    type: e.type,
    amountCentavos: e.amountCentavos,
    description: e.description,
  }));
  return bank.length === 0 ? 0 : countPreviewMatches(db, companyId, today, { bank });
}

/** GET /api/imports/:id?offset=: the import with the page of rows from offset. */
export async function getImport(
  db: Deps['db'],
  companyId: string,
  id: string,
  offset = 0,
): Promise<ImportPreview> {
  const record = await findImport(db, companyId, id);
  if (!record) throw notFound(IMPORT_NOT_FOUND);
  return importView(record, await decodePlan(await importPlan(db, companyId, id)), offset);
}

export const IMPORT_NOT_FOUND = 'Importación no encontrada';

const STATUS_CONFLICT: Record<string, string> = {
  committed: 'Esta importación ya se aplicó.',
  undone: 'Esta importación se deshizo: vuelve a subir el archivo.',
};

/** Entries at least this many refresh the planner's statistics (financial-data does the same). */
const BULK_ENTRIES = 500;

/**
 * POST /api/imports/:id/commit: adds what the preview planned, in one transaction; the rows
 * needing a confirmation only with `confirm`; the owner's category corrections applied and
 * learned as rules for the next import.
 */
export async function commitImport(
  { db, events }: Deps,
  auth: AuthContext,
  id: string,
  body: z.output<typeof CommitImportRequestSchema>,
): Promise<ImportPreview> {
  let bulk = false;
  const view = await db.transaction(async (tx) => {
    const record = await findImport(tx, auth.companyId, id, true);
    if (!record) throw notFound(IMPORT_NOT_FOUND);
    if (record.status !== 'preview')
      throw conflict(STATUS_CONFLICT[record.status] ?? 'No se puede aplicar.');
    const plan = await decodePlan(await importPlan(tx, auth.companyId, id));
    const rowOf = new Map(plan.rows.map((r) => [r.line, r]));
    const corrections = new Map<number, string>();
    const learned: CategoryRule[] = [];
    for (const { line, category } of body.categories) {
      const row = rowOf.get(line);
      if (row?.kind !== 'entry')
        throw badRequest(`La línea ${line} no es un movimiento de esta vista previa.`);
      corrections.set(line, category);
      const keyword = row.description ? keywordOf(row.description) : null;
      if (keyword) learned.push({ keyword, category });
    }
    const lines = new Set(
      plan.rows
        .filter((r) => r.action === 'create' || (body.confirm && r.action === 'confirm'))
        .map((r) => r.line),
    );
    const chosen = withLines(plan, (line) => lines.has(line));
    chosen.entries = chosen.entries.map((e) => {
      const category = corrections.get(e.line);
      return category ? { ...e, category } : e;
    });
    await learnCategoryRules(tx, auth.companyId, [
      ...new Map(learned.map((r) => [r.keyword, r])).values(),
    ]);
    const result = await applyPlan(tx, auth.companyId, id, chosen);
    const committedAt = new Date();
    await markImport(tx, auth.companyId, id, {
      status: 'committed',
      committedAt,
      createdCount: result.created,
    });
    const kinds: DataKind[] = [];
    if (result.entries) kinds.push('cash-flow-entry');
    if (result.documents) kinds.push('fiscal-document');
    if (kinds.length > 0) {
      await events.emit(
        'company-data-changed',
        { companyId: auth.companyId, userId: auth.userId, action: 'imported', kinds },
        { db: tx },
      );
    }
    bulk = chosen.entries.length >= BULK_ENTRIES;
    return importView(
      { ...record, status: 'committed', committedAt, createdCount: result.created },
      plan,
    );
  });
  if (bulk) await refreshEntryStatistics(db);
  return view;
}

/** DELETE /api/imports/:id: removes exactly what the import added (a preview is discarded). */
export async function undoImport(
  { db, events }: Deps,
  auth: AuthContext,
  id: string,
): Promise<ImportPreview> {
  return db.transaction(async (tx) => {
    const record = await findImport(tx, auth.companyId, id, true);
    if (!record) throw notFound(IMPORT_NOT_FOUND);
    if (record.status === 'undone') throw conflict('Esta importación ya se deshizo.');
    const undoneAt = new Date();
    if (record.status === 'committed') {
      // A match with what this import added goes first, so the other side is left as imported.
      await undoMatchesOfImport(tx, auth.companyId, id);
      const removed = await deleteImportRows(tx, auth.companyId, id);
      const kinds: DataKind[] = [];
      if (removed.entries > 0) kinds.push('cash-flow-entry');
      if (removed.documents > 0) kinds.push('fiscal-document');
      if (kinds.length > 0) {
        await events.emit(
          'company-data-changed',
          { companyId: auth.companyId, userId: auth.userId, action: 'deleted', kinds },
          { db: tx },
        );
      }
    }
    await markImport(tx, auth.companyId, id, { status: 'undone', undoneAt });
    const plan = await decodePlan(await importPlan(tx, auth.companyId, id));
    return importView({ ...record, status: 'undone', undoneAt }, plan);
  });
}

export async function importHistory(db: Deps['db'], companyId: string): Promise<ImportList> {
  const rows = await listImports(db, companyId);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      kind: r.kind as ImportKind,
      status: r.status as ImportPreview['status'],
      counts: r.counts as ImportPreview['counts'],
      created: r.createdCount,
      userName: r.userName,
      createdAt: r.createdAt.toISOString(),
      committedAt: r.committedAt?.toISOString() ?? null,
    })),
  };
}

import type { BankMovement, CfdiCandidate, ReconcileType } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { openDocumentsPart } from '../../figures/index.ts';

/** A bank statement's movement: what `bank:` (CSV, XLSX) and `ofx:` external ids mark. */
const IS_BANK = sql`(e.external_id LIKE 'bank:%' OR e.external_id LIKE 'ofx:%')`;
/** A CFDI's own cash movement: a PUE invoice, a payment complement, a payroll, a credit note. */
const IS_CFDI = sql`e.external_id LIKE 'cfdi%'`;

export type BankRow = BankMovement & { category: string };
export type CfdiEntryRow = CfdiCandidate & { kind: 'entry'; description: string };
export type CfdiDocumentRow = CfdiCandidate & { kind: 'document'; description: string };

/**
 * The counterparty and folio in a CFDI movement's description, as the imports write it:
 * 'Factura A-12 · Panadería López' (the name after the last ' · ', the folio after 'Factura '),
 * 'Factura Panadería López' (no folio), 'Nómina · Ana Ruiz', 'Pago de la factura … · Cliente'.
 */
export function describeCfdiEntry(description: string) {
  const at = description.lastIndexOf(' · ');
  const name = at >= 0 ? description.slice(at + 3) : description.replace(/^Factura /, '');
  const folio = /^(?:Factura|Nota de crédito ·) (\S+) · /.exec(description)?.[1] ?? null;
  return { name, folio };
}

const uuidOf = (externalId: string) => {
  const key = externalId.startsWith('cfdi:') ? externalId.slice(5) : null;
  return key ? (key.split('#')[0] ?? null) : null;
};

/**
 * Everything reconciliation reads, in one statement: the bank movements not yet matched, the
 * CFDI movements still counted on their own, the open invoices, and the hints.
 */
export async function loadReconciliationInputs(db: Queryable, companyId: string, today: string) {
  const parts = await readParts(db, {
    bank: {
      expr: sql`SELECT coalesce(json_agg(json_build_object('id', e.id, 'date', e.date,
          'type', e.type, 'amount', e.amount_cents, 'description', e.description,
          'category', e.category) ORDER BY e.date DESC, e.id), '[]')
        FROM cash_flow_entries e
        WHERE e.company_id = ${companyId} AND ${IS_BANK}
          AND NOT EXISTS (SELECT 1 FROM reconciliation_matches m WHERE m.bank_entry_id = e.id)`,
      read: (v) => (v ?? []) as Record<string, unknown>[],
    },
    entries: {
      expr: sql`SELECT coalesce(json_agg(json_build_object('id', e.id, 'date', e.date,
          'type', e.type, 'amount', e.amount_cents, 'description', e.description,
          'externalId', e.external_id, 'rfc', e.counterpart_rfc) ORDER BY e.date DESC, e.id), '[]')
        FROM cash_flow_entries e
        WHERE e.company_id = ${companyId} AND ${IS_CFDI}`,
      read: (v) => (v ?? []) as Record<string, unknown>[],
    },
    documents: openDocumentsPart(companyId, null, today),
    hints: {
      expr: sql`SELECT coalesce(json_agg(json_build_object('rfc', rfc, 'keyword', keyword)), '[]')
        FROM reconciliation_hints WHERE company_id = ${companyId}`,
      read: (v) => (v ?? []) as { rfc: string; keyword: string }[],
    },
  });
  const bank: BankRow[] = parts.bank.map((r) => ({
    id: String(r.id),
    date: String(r.date),
    type: r.type as ReconcileType,
    amountCentavos: Number(r.amount),
    description: String(r.description),
    category: String(r.category),
  }));
  const entries: CfdiEntryRow[] = parts.entries.map((r) => {
    const description = String(r.description);
    const { name, folio } = describeCfdiEntry(description);
    return {
      kind: 'entry',
      id: String(r.id),
      uuid: uuidOf(String(r.externalId)),
      date: String(r.date),
      type: r.type as ReconcileType,
      amountCentavos: Number(r.amount),
      rfc: (r.rfc as string | null) ?? null,
      name,
      folio,
      description,
    };
  });
  const documents: CfdiDocumentRow[] = parts.documents.map((d) => ({
    kind: 'document',
    id: d.id,
    uuid: d.uuid,
    date: d.issueDate,
    type: d.direction === 'receivable' ? 'income' : 'expense',
    amountCentavos: d.openCentavos,
    rfc: d.counterpartRfc,
    name: d.counterpartName,
    folio: d.folio,
    description: `${d.direction === 'receivable' ? 'Por cobrar' : 'Por pagar'}${d.folio ? ` ${d.folio}` : ''} · ${d.counterpartName}`,
  }));
  const hints = new Map<string, string[]>();
  for (const h of parts.hints) hints.set(h.rfc, [...(hints.get(h.rfc) ?? []), h.keyword]);
  return { bank, entries, documents, hints };
}

export type MatchRow = {
  id: string;
  createdAt: string;
  score: number | null;
  documentUuids: string[];
  bank: {
    id: string;
    date: string;
    type: ReconcileType;
    amountCentavos: number;
    description: string;
    category: string;
  };
};

/** The confirmed matches, newest first, and how many there are. */
export async function listMatches(db: Queryable, companyId: string, limit: number) {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT m.id, m.created_at, m.score, m.document_uuids, e.id AS entry_id, e.date, e.type,
      e.amount_cents, e.description, e.category, count(*) OVER () AS total
    FROM reconciliation_matches m JOIN cash_flow_entries e ON e.id = m.bank_entry_id
    WHERE m.company_id = ${companyId}
    ORDER BY m.created_at DESC, m.id
    LIMIT ${limit}`);
  const matches: MatchRow[] = rows.map((r) => ({
    id: String(r.id),
    createdAt: new Date(r.created_at as string).toISOString(),
    score: r.score === null ? null : Number(r.score),
    documentUuids: r.document_uuids as string[],
    bank: {
      id: String(r.entry_id),
      date: String(r.date),
      type: r.type as ReconcileType,
      amountCentavos: Number(r.amount_cents),
      description: String(r.description),
      category: String(r.category),
    },
  }));
  return { matches, total: Number(rows[0]?.total ?? 0) };
}

/** The columns a movement is written back with when a match is undone. */
const ENTRY_COLUMNS = sql.raw(`id, company_id, date, type, amount_cents, description, category,
  recurring, source, import_id, external_id, subtotal_cents, iva_cents, isr_withheld_cents,
  iva_withheld_cents, other_withheld_cents, iva_rate, counterpart_rfc, created_at`);

export type LockedEntry = {
  id: string;
  date: string;
  type: ReconcileType;
  amount_cents: string;
  description: string;
  category: string;
  external_id: string | null;
  counterpart_rfc: string | null;
  subtotal_cents: string | null;
  iva_cents: string | null;
  isr_withheld_cents: string | null;
  iva_withheld_cents: string | null;
  other_withheld_cents: string | null;
  iva_rate: string | null;
  import_id: string | null;
};

/** Movements of the company by id, locked for the transaction, whole (to keep for undo). */
export async function lockEntries(tx: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<LockedEntry & { whole: Record<string, unknown> }>(sql`
    SELECT e.id, e.date::text AS date, e.type, e.amount_cents, e.description, e.category,
      e.external_id, e.counterpart_rfc, e.subtotal_cents, e.iva_cents, e.isr_withheld_cents,
      e.iva_withheld_cents, e.other_withheld_cents, e.iva_rate, e.import_id,
      to_jsonb(e) - 'net_cents' AS whole
    FROM cash_flow_entries e
    WHERE e.company_id = ${companyId} AND e.id = ANY(${sql.param([...ids])}::uuid[])
    ORDER BY e.id FOR UPDATE`);
  return rows;
}

export async function isMatched(tx: Queryable, bankEntryId: string) {
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM reconciliation_matches WHERE bank_entry_id = ${bankEntryId}`,
  );
  return rows.length > 0;
}

export type LockedDocument = {
  id: string;
  uuid: string;
  direction: 'receivable' | 'payable';
  counterpart_name: string;
  counterpart_rfc: string;
  folio: string | null;
  issue_date: string;
  exchange_rate: string;
  total_cents: string;
  iva_cents: string;
  isr_withheld_cents: string;
  iva_withheld_cents: string;
  open_cents: string;
};

/** Open invoices of the company by id, locked, with what is still open (MXN). */
export async function lockDocuments(tx: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<LockedDocument>(sql`
    SELECT d.id, d.uuid, d.direction, d.counterpart_name, d.counterpart_rfc, d.folio,
      d.issue_date::text AS issue_date, d.exchange_rate, d.total_cents, d.iva_cents, d.isr_withheld_cents, d.iva_withheld_cents,
      round((d.total_original_cents - coalesce((SELECT sum(s.amount_original_cents)
        FROM document_settlements s WHERE s.company_id = d.company_id
          AND s.document_uuid = d.uuid), 0)) * d.exchange_rate) AS open_cents
    FROM fiscal_documents d
    WHERE d.company_id = ${companyId} AND d.id = ANY(${sql.param([...ids])}::uuid[])
    ORDER BY d.issue_date, d.id FOR UPDATE`);
  return rows;
}

export type BankUpdate = {
  description: string;
  category: string;
  counterpartRfc: string | null;
  subtotal: number | null;
  iva: number | null;
  isrWithheld: number | null;
  ivaWithheld: number | null;
  otherWithheld: number | null;
  ivaRate: string | null;
};

export async function updateBankEntry(tx: Queryable, id: string, u: BankUpdate) {
  await tx.execute(sql`
    UPDATE cash_flow_entries SET description = ${u.description}, category = ${u.category},
      counterpart_rfc = ${u.counterpartRfc}, subtotal_cents = ${u.subtotal}, iva_cents = ${u.iva},
      isr_withheld_cents = ${u.isrWithheld}, iva_withheld_cents = ${u.ivaWithheld},
      other_withheld_cents = ${u.otherWithheld}, iva_rate = ${u.ivaRate}
    WHERE id = ${id}`);
}

export async function deleteEntries(tx: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`DELETE FROM cash_flow_entries WHERE id = ANY(${sql.param([...ids])}::uuid[])`,
  );
}

/** Puts back the movements a match took out, as they were (id, import, external id, dates). */
export async function restoreEntries(tx: Queryable, wholeRows: readonly unknown[]) {
  if (wholeRows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO cash_flow_entries (${ENTRY_COLUMNS})
    SELECT ${ENTRY_COLUMNS} FROM jsonb_populate_recordset(NULL::cash_flow_entries,
      ${JSON.stringify(wholeRows)}::jsonb)
    ON CONFLICT DO NOTHING`);
}

export async function insertMatch(
  tx: Queryable,
  m: {
    companyId: string;
    bankEntryId: string;
    userId: string;
    score: number | null;
    bankBefore: BankUpdate;
    absorbed: unknown[];
    documentUuids: string[];
  },
) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO reconciliation_matches (company_id, bank_entry_id, user_id, score, bank_before,
      absorbed, document_uuids)
    VALUES (${m.companyId}, ${m.bankEntryId}, ${m.userId}, ${m.score},
      ${JSON.stringify(m.bankBefore)}::jsonb, ${JSON.stringify(m.absorbed)}::jsonb,
      ${sql.param(m.documentUuids)}::text[])
    RETURNING id`);
  return String(rows[0]?.id);
}

export async function insertSettlements(
  tx: Queryable,
  companyId: string,
  matchId: string,
  date: string,
  items: readonly { documentUuid: string; amountOriginalCentavos: number }[],
) {
  for (const s of items) {
    await tx.execute(sql`
      INSERT INTO document_settlements (company_id, match_id, document_uuid, kind, date,
        amount_original_cents)
      VALUES (${companyId}, ${matchId}, ${s.documentUuid}, 'payment', ${date},
        ${s.amountOriginalCentavos})`);
  }
}

export async function addHints(
  tx: Queryable,
  companyId: string,
  rfc: string,
  keywords: readonly string[],
) {
  if (keywords.length === 0) return;
  await tx.execute(sql`
    INSERT INTO reconciliation_hints (company_id, rfc, keyword)
    SELECT ${companyId}, ${rfc}, k FROM unnest(${sql.param([...keywords])}::text[]) AS k
    ON CONFLICT DO NOTHING`);
}

/** A match, locked, with what undoing it needs. */
export async function lockMatch(tx: Queryable, companyId: string, id: string) {
  const { rows } = await tx.execute<{
    id: string;
    bank_entry_id: string;
    bank_before: BankUpdate;
    absorbed: unknown[];
  }>(sql`
    SELECT id, bank_entry_id, bank_before, absorbed FROM reconciliation_matches
    WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`);
  return rows[0] ?? null;
}

export async function deleteMatch(tx: Queryable, id: string) {
  await tx.execute(sql`DELETE FROM reconciliation_matches WHERE id = ${id}`);
}

/**
 * The matches an import's undo must undo first: its bank movement was matched, a CFDI movement
 * it added was absorbed, or an invoice it added was paid by a match.
 */
export async function matchesOfImport(tx: Queryable, companyId: string, importId: string) {
  const { rows } = await tx.execute<{ id: string }>(sql`
    SELECT m.id FROM reconciliation_matches m
    JOIN cash_flow_entries e ON e.id = m.bank_entry_id
    WHERE m.company_id = ${companyId} AND (
      e.import_id = ${importId}
      OR m.absorbed @> ${JSON.stringify([{ import_id: importId }])}::jsonb
      OR EXISTS (SELECT 1 FROM document_settlements s JOIN fiscal_documents d
        ON d.company_id = s.company_id AND d.uuid = s.document_uuid
        WHERE s.match_id = m.id AND d.import_id = ${importId}))
    ORDER BY m.created_at DESC`);
  return rows.map((r) => r.id);
}

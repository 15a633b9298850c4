import type {
  ReconciliationDocument,
  ReconciliationMatch,
  ReconciliationMatchInputSchema,
  ReconciliationResponse,
  z,
} from '@caudal/contracts';
import {
  type BankMovement,
  type Centavos,
  type CfdiCandidate,
  hintWords,
  type MatchProposal,
  reconcile,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { formatMoney } from '../../lib/format.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import {
  addHints,
  type BankRow,
  type BankUpdate,
  type CfdiDocumentRow,
  type CfdiEntryRow,
  deleteEntries,
  deleteMatch,
  describeCfdiEntry,
  insertMatch,
  insertSettlements,
  isMatched,
  listMatches,
  loadReconciliationInputs,
  lockDocuments,
  lockEntries,
  lockMatch,
  type MatchRow,
  matchesOfImport,
  restoreEntries,
  updateBankEntry,
} from './reconciliation.repository.ts';

/** How many items each list of GET /api/reconciliation holds; `totals` counts them all. */
const LIST_LIMIT = 200;

type ProposalKey = { bankEntryId: string; entryIds: string[]; documentIds: string[] };

/** A proposal's id is what it matches: confirming it re-checks everything, no state kept. */
export function proposalId(p: ProposalKey): string {
  return Buffer.from(JSON.stringify([p.bankEntryId, p.entryIds, p.documentIds])).toString(
    'base64url',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readProposalId(id: string): ProposalKey {
  try {
    const [bankEntryId, entryIds, documentIds] = JSON.parse(
      Buffer.from(id, 'base64url').toString('utf8'),
    ) as [unknown, unknown, unknown];
    const isIds = (v: unknown): v is string[] =>
      Array.isArray(v) && v.length <= 20 && v.every((x) => typeof x === 'string' && UUID.test(x));
    if (
      typeof bankEntryId === 'string' &&
      UUID.test(bankEntryId) &&
      isIds(entryIds) &&
      isIds(documentIds) &&
      entryIds.length + documentIds.length > 0
    )
      return { bankEntryId, entryIds, documentIds };
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest('La propuesta no es válida: vuelve a cargar la conciliación.');
}

const bankView = (b: BankRow) => ({
  id: b.id,
  date: b.date,
  type: b.type,
  amount: b.amountCentavos as Centavos,
  description: b.description,
  category: b.category,
});

const documentView = (c: CfdiEntryRow | CfdiDocumentRow): ReconciliationDocument => ({
  id: c.id,
  kind: c.kind,
  uuid: c.uuid,
  date: c.date,
  type: c.type,
  amount: c.amountCentavos as Centavos,
  counterpartName: c.name,
  counterpartRfc: c.rfc,
  folio: c.folio,
  description: c.description,
});

const matchView = (m: MatchRow): ReconciliationMatch => ({
  id: m.id,
  createdAt: m.createdAt,
  score: m.score,
  documentUuids: m.documentUuids,
  bank: {
    id: m.bank.id,
    date: m.bank.date,
    type: m.bank.type,
    amount: m.bank.amountCentavos as Centavos,
    description: m.bank.description,
    category: m.bank.category,
  },
});

/** GET /api/reconciliation: the proposals, what is left on each side, and the matches made. */
export async function reconciliationView(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<ReconciliationResponse> {
  const { bank, entries, documents, hints } = await loadReconciliationInputs(db, companyId, today);
  const candidates: (CfdiEntryRow | CfdiDocumentRow)[] = [...entries, ...documents];
  const result = reconcile(bank, candidates, hints);
  const bankById = new Map(bank.map((b) => [b.id, b]));
  const candById = new Map(candidates.map((c) => [c.id, c]));
  const { matches, total } = await listMatches(db, companyId, LIST_LIMIT);
  const proposals = result.proposals.slice(0, LIST_LIMIT).map((p) => {
    const docs = p.candidateIds.map((id) => candById.get(id) as CfdiEntryRow | CfdiDocumentRow);
    return {
      id: proposalId({
        bankEntryId: p.bankId,
        entryIds: docs.filter((d) => d.kind === 'entry').map((d) => d.id),
        documentIds: docs.filter((d) => d.kind === 'document').map((d) => d.id),
      }),
      score: p.score,
      reasons: p.reasons,
      partial: p.partial,
      bank: bankView(bankById.get(p.bankId) as BankRow),
      documents: docs.map(documentView),
    };
  });
  return {
    proposals,
    unmatchedBank: result.unmatchedBankIds
      .slice(0, LIST_LIMIT)
      .map((id) => bankView(bankById.get(id) as BankRow)),
    unmatchedDocuments: result.unmatchedCandidateIds
      .map((id) => candById.get(id) as CfdiEntryRow | CfdiDocumentRow)
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .slice(0, LIST_LIMIT)
      .map(documentView),
    matches: matches.map(matchView),
    totals: {
      proposals: result.proposals.length,
      unmatchedBank: result.unmatchedBankIds.length,
      unmatchedDocuments: result.unmatchedCandidateIds.length,
      matches: total,
    },
  };
}

const n = (v: string | null) => (v === null ? 0 : Number(v));
const AMOUNT_TOLERANCE = 0.03;

/**
 * POST /api/reconciliation/matches: the bank movement becomes the one record of that money. The
 * CFDI movements leave the ledger (kept in the match), the open invoices get a payment, and the
 * bank movement takes their tax breakdown (scaled to what the bank moved when it differs: a USD
 * invoice at the bank's rate, a part payment), category, counterparty and description. One
 * transaction; the words of the bank's concept are remembered for the counterparty.
 */
export async function confirmMatch(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  input: z.output<typeof ReconciliationMatchInputSchema>,
): Promise<{ match: ReconciliationMatch }> {
  const key: ProposalKey =
    input.proposalId !== undefined
      ? readProposalId(input.proposalId)
      : {
          bankEntryId: input.bankEntryId as string,
          entryIds: [...new Set(input.entryIds)],
          documentIds: [...new Set(input.documentIds)],
        };
  const { companyId } = auth;
  return db.transaction(async (tx) => {
    const [bank] = await lockEntries(tx, companyId, [key.bankEntryId]);
    const isBank = bank?.external_id?.startsWith('bank:') || bank?.external_id?.startsWith('ofx:');
    if (!bank || !isBank) throw notFound('Movimiento del banco no encontrado.');
    if (await isMatched(tx, bank.id))
      throw conflict(
        'Este movimiento del banco ya está conciliado: deshaz su conciliación primero.',
      );
    const entries = await lockEntries(tx, companyId, key.entryIds);
    if (
      entries.length !== key.entryIds.length ||
      entries.some((e) => !e.external_id?.startsWith('cfdi'))
    )
      throw notFound('Uno de los CFDI ya no está por conciliar: vuelve a cargar la conciliación.');
    const documents = await lockDocuments(tx, companyId, key.documentIds);
    if (documents.length !== key.documentIds.length || documents.some((d) => n(d.open_cents) <= 0))
      throw notFound('Una de las facturas ya no está abierta: vuelve a cargar la conciliación.');
    const wrongSide =
      entries.some((e) => e.type !== bank.type) ||
      documents.some((d) => (d.direction === 'receivable' ? 'income' : 'expense') !== bank.type);
    if (wrongSide)
      throw badRequest(
        bank.type === 'income'
          ? 'Un depósito se concilia con facturas que emitiste (ingresos), no con las que recibiste.'
          : 'Un cargo se concilia con facturas que recibiste (gastos), no con las que emitiste.',
      );

    const bankAmount = n(bank.amount_cents);
    const entriesAmount = entries.reduce((s, e) => s + n(e.amount_cents), 0);
    // What the transfer pays of each open invoice, oldest first.
    let left = bankAmount - entriesAmount;
    const paid = documents.map((d) => {
      const pay = Math.max(0, Math.min(n(d.open_cents), left));
      left -= pay;
      return pay;
    });
    const covered = entriesAmount + paid.reduce((s, p) => s + p, 0);
    const diff = bankAmount - covered;
    const fits =
      covered > 0 &&
      (Math.abs(diff) <= Math.max(1, covered * AMOUNT_TOLERANCE) ||
        (documents.length > 0 && diff === 0));
    if (!fits || (documents.length > 0 && paid.some((p) => p === 0)))
      throw badRequest(
        `Los importes no cuadran: el banco dice ${pesos(bankAmount)} y los CFDI suman ${pesos(entriesAmount + documents.reduce((s, d) => s + n(d.open_cents), 0))}.`,
      );

    // The taxes of what was paid: each movement's own, each invoice's share of what it paid.
    const share = (d: (typeof documents)[number], i: number, v: string) =>
      Math.round((n(v) * (paid[i] ?? 0)) / Math.max(1, n(d.total_cents)));
    const sum = (pick: (e: (typeof entries)[number]) => string | null, docPick?: string) =>
      entries.reduce((s, e) => s + n(pick(e)), 0) +
      (docPick
        ? documents.reduce((s, d, i) => s + share(d, i, d[docPick as keyof typeof d] as string), 0)
        : 0);
    const scale = (v: number) => Math.round((v * bankAmount) / covered);
    const iva = scale(sum((e) => e.iva_cents, 'iva_cents'));
    const isrWithheld = scale(sum((e) => e.isr_withheld_cents, 'isr_withheld_cents'));
    const ivaWithheld = scale(sum((e) => e.iva_withheld_cents, 'iva_withheld_cents'));
    const otherWithheld = scale(sum((e) => e.other_withheld_cents));
    const taxed =
      entries.some((e) => e.iva_cents !== null || e.isr_withheld_cents !== null) ||
      documents.length > 0;

    const largest = [...entries].sort((a, b) => n(b.amount_cents) - n(a.amount_cents))[0];
    const party = largest
      ? { name: counterpartName(largest.description), rfc: largest.counterpart_rfc }
      : {
          name: documents[0]?.counterpart_name ?? '',
          rfc: documents[0]?.counterpart_rfc ?? null,
        };
    const count = entries.length + documents.length;
    const description =
      count === 1
        ? (largest?.description ??
          `Pago de la factura ${documents[0]?.folio ?? documents[0]?.uuid.slice(0, 8)} · ${party.name}`)
        : `Pago de ${count} facturas · ${party.name}`;
    const before: BankUpdate = {
      description: bank.description,
      category: bank.category,
      counterpartRfc: bank.counterpart_rfc,
      subtotal: bank.subtotal_cents === null ? null : n(bank.subtotal_cents),
      iva: bank.iva_cents === null ? null : n(bank.iva_cents),
      isrWithheld: bank.isr_withheld_cents === null ? null : n(bank.isr_withheld_cents),
      ivaWithheld: bank.iva_withheld_cents === null ? null : n(bank.iva_withheld_cents),
      otherWithheld: bank.other_withheld_cents === null ? null : n(bank.other_withheld_cents),
      ivaRate: bank.iva_rate,
    };
    const after: BankUpdate = taxed
      ? {
          description,
          category: largest?.category ?? bank.category,
          counterpartRfc: party.rfc,
          // As a CFDI's SubTotal: what moved, less its IVA, plus everything withheld from it.
          subtotal: bankAmount - iva + isrWithheld + ivaWithheld + otherWithheld,
          iva: iva || null,
          isrWithheld: isrWithheld || null,
          ivaWithheld: ivaWithheld || null,
          otherWithheld: otherWithheld || null,
          ivaRate: null,
        }
      : {
          ...before,
          description,
          category: largest?.category ?? bank.category,
          counterpartRfc: party.rfc,
        };

    const score = scoreOf(bank, entries, documents);
    await deleteEntries(
      tx,
      entries.map((e) => e.id),
    );
    await updateBankEntry(tx, bank.id, after);
    const documentUuids = [
      ...entries.map((e) => e.external_id?.replace(/^cfdi:/, '').split('#')[0] ?? ''),
      ...documents.map((d) => d.uuid),
    ];
    const matchId = await insertMatch(tx, {
      companyId,
      bankEntryId: bank.id,
      userId: auth.userId,
      score,
      bankBefore: before,
      absorbed: entries.map((e) => e.whole),
      documentUuids,
    });
    await insertSettlements(
      tx,
      companyId,
      matchId,
      bank.date,
      documents.map((d, i) => ({
        documentUuid: d.uuid,
        // Back in the invoice's currency, at its rate.
        amountOriginalCentavos: Math.round((paid[i] ?? 0) / Number(d.exchange_rate)),
      })),
    );
    if (party.rfc) await addHints(tx, companyId, party.rfc, hintWords(bank.description));
    await events.emit(
      'company-data-changed',
      { companyId, userId: auth.userId, action: 'updated', kinds: ['cash-flow-entry'] },
      { db: tx },
    );
    const { matches } = await listMatches(tx, companyId, LIST_LIMIT);
    const made = matches.find((m) => m.id === matchId);
    if (!made) throw notFound('Conciliación no encontrada.');
    return { match: matchView(made) };
  });
}

const pesos = (c: number) => formatMoney(c as Centavos);

const counterpartName = (description: string) => describeCfdiEntry(description).name;

/** The proposal's score for what the owner chose, when finance would have proposed it. */
function scoreOf(
  bank: { id: string; date: string; type: string; amount_cents: string; description: string },
  entries: readonly {
    id: string;
    date: string;
    type: string;
    amount_cents: string;
    description: string;
    external_id: string | null;
    counterpart_rfc: string | null;
  }[],
  documents: readonly {
    id: string;
    uuid: string;
    direction: string;
    counterpart_name: string;
    counterpart_rfc: string;
    folio: string | null;
    open_cents: string;
    issue_date: string;
  }[],
): number | null {
  const b: BankMovement = {
    id: bank.id,
    date: String(bank.date),
    type: bank.type as BankMovement['type'],
    amountCentavos: n(bank.amount_cents),
    description: bank.description,
  };
  const cands: CfdiCandidate[] = [
    ...entries.map((e) => ({
      kind: 'entry' as const,
      id: e.id,
      uuid: e.external_id?.replace(/^cfdi:/, '').split('#')[0] ?? null,
      date: String(e.date),
      type: e.type as BankMovement['type'],
      amountCentavos: n(e.amount_cents),
      rfc: e.counterpart_rfc,
      name: counterpartName(e.description),
      folio: null,
    })),
    ...documents.map((d) => ({
      kind: 'document' as const,
      id: d.id,
      uuid: d.uuid,
      date: String(d.issue_date),
      type: (d.direction === 'receivable' ? 'income' : 'expense') as BankMovement['type'],
      amountCentavos: n(d.open_cents),
      rfc: d.counterpart_rfc,
      name: d.counterpart_name,
      folio: d.folio,
    })),
  ];
  const found: MatchProposal | undefined = reconcile([b], cands).proposals[0];
  return found && found.candidateIds.length === cands.length ? found.score : null;
}

/** DELETE /api/reconciliation/matches/:id: both sides back as they were, in one transaction. */
export async function undoMatch(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await undoMatchIn(tx, auth.companyId, id))) throw notFound('Conciliación no encontrada.');
    await events.emit(
      'company-data-changed',
      {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'updated',
        kinds: ['cash-flow-entry'],
      },
      { db: tx },
    );
  });
}

async function undoMatchIn(tx: Queryable, companyId: string, id: string): Promise<boolean> {
  const match = await lockMatch(tx, companyId, id);
  if (!match) return false;
  await updateBankEntry(tx, match.bank_entry_id, match.bank_before);
  await deleteMatch(tx, match.id);
  await restoreEntries(tx, match.absorbed);
  return true;
}

/**
 * For the imports' undo, inside its transaction: undoes every match that involves what the
 * import added, so undoing either side leaves the other exactly as it was imported.
 */
export async function undoMatchesOfImport(tx: Queryable, companyId: string, importId: string) {
  const ids = await matchesOfImport(tx, companyId, importId);
  for (const id of ids) await undoMatchIn(tx, companyId, id);
  return ids.length;
}

/**
 * For an import's preview: how many of the file's movements would be proposed against what is
 * already in the company, a statement's rows against the CFDI still counted on their own and the
 * open invoices, a CFDI file's movements and invoices against the bank movements not matched.
 */
export async function countPreviewMatches(
  db: Queryable,
  companyId: string,
  today: string,
  incoming: { bank: readonly BankMovement[] } | { candidates: readonly CfdiCandidate[] },
): Promise<number> {
  const inputs = await loadReconciliationInputs(db, companyId, today);
  const result =
    'bank' in incoming
      ? reconcile(incoming.bank, [...inputs.entries, ...inputs.documents], inputs.hints)
      : reconcile(inputs.bank, incoming.candidates, inputs.hints);
  return result.proposals.length;
}

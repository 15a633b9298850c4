/**
 * Bank ↔ CFDI reconciliation (issue 32): which bank movement paid which CFDI, scored so the owner
 * confirms with one click. Pure: the API gives the unmatched bank movements, the CFDI still
 * counted on their own (a PUE invoice's or a payment complement's movement) and the open PPD
 * invoices, and the words its owner's earlier confirmations tied to each counterparty.
 *
 * The score (0–100) adds what a person checks:
 * - the amount: the same to the centavo (50), within 0.5 % (35) or 3 % (15: a USD invoice paid
 *   at the bank's rate, a commission taken); a transfer for part of an open invoice (15);
 * - the date: 0–3 days apart (20), up to 10 (12), further inside the window (5);
 * - the counterparty: its RFC in the bank's concept (25), a word of its name (15), or a word the
 *   owner's confirmations tied to it (20); the folio or the UUID's first block in the concept (25).
 * A proposal needs 45: an exact amount on a near date is enough, a near amount needs the
 * counterparty named. Several CFDI of one counterparty whose sum is the transfer to the centavo
 * (up to four) are one proposal when the concept names that counterparty. Each movement and
 * each CFDI is in at most one proposal, the best first.
 */

export type ReconcileType = 'income' | 'expense';

export type BankMovement = {
  id: string;
  date: string;
  type: ReconcileType;
  amountCentavos: number;
  description: string;
};

export type CfdiCandidate = {
  /** 'entry': a CFDI's own cash movement (PUE, payment complement); 'document': an open PPD invoice. */
  kind: 'entry' | 'document';
  id: string;
  uuid: string | null;
  /** The payment's date (entry) or the invoice's issue date (document). */
  date: string;
  type: ReconcileType;
  /** MXN centavos: the movement's amount, or what is still open of the invoice. */
  amountCentavos: number;
  rfc: string | null;
  name: string;
  folio: string | null;
};

/** Per counterparty RFC, the folded words of bank concepts the owner confirmed for it. */
export type ReconcileHints = ReadonlyMap<string, readonly string[]>;

export type MatchProposal = {
  bankId: string;
  candidateIds: string[];
  score: number;
  /** Why, in Spanish, strongest first. */
  reasons: string[];
  /** The transfer pays part of an open invoice. */
  partial: boolean;
};

export type Reconciliation = {
  proposals: MatchProposal[];
  unmatchedBankIds: string[];
  unmatchedCandidateIds: string[];
};

export const MATCH_THRESHOLD = 45;
/** Days between a CFDI's own movement and the bank's: a PUE invoice paid days after its date. */
const ENTRY_WINDOW_DAYS = 10;
/** An open invoice is paid from a few days before its date (an advance) to half a year after. */
const DOCUMENT_BEFORE_DAYS = 5;
const DOCUMENT_AFTER_DAYS = 180;
/** Several invoices paid by one transfer: how far apart, and how many. */
const GROUP_WINDOW_DAYS = 30;
const GROUP_MAX = 4;
const GROUP_POOL_MAX = 12;
/** Open invoices one word of a name may point to before it is too common to name anyone. */
const COMMON_WORD_DOCUMENTS = 50;

const STOP_WORDS = new Set(
  'de del la las el los y en por para con sin sa cv rl sc sapi sab srl s de rl spei pago pagos abono cargo deposito transferencia recibido enviado recibida enviada ref referencia concepto cuenta clabe banco factura facturas folio compra venta servicio servicios mxn usd cliente proveedor tarjeta cheque efectivo traspaso interbancario nomina comision comisiones iva isr mes'.split(
    ' ',
  ),
);

/** Lower case, accents off, punctuation as spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ&]+/g, ' ')
    .trim();
}

/** The words of a concept that can name someone: 4 letters or more, not banking words, no digits. */
export function conceptWords(text: string): string[] {
  const known = nameWords.get(text);
  if (known) return known;
  const words = readWords(text);
  // Counterparty names repeat across thousands of pairs: each is read once.
  if (nameWords.size > 50_000) nameWords.clear();
  nameWords.set(text, words);
  return words;
}

const nameWords = new Map<string, string[]>();

function readWords(text: string): string[] {
  const words = foldText(text)
    .split(' ')
    .filter((w) => w.length >= 4 && !STOP_WORDS.has(w) && !/\d/.test(w));
  return [...new Set(words)];
}

const RFC_PATTERN = /\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/g;

/** The RFCs written in a bank concept. */
export function rfcsIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(RFC_PATTERN)].map((m) => m[0]);
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000);

type Scored = { score: number; reasons: string[] };

type Concept = {
  upper: string;
  /** Its pieces between spaces and punctuation, dashes kept ('F-7'): where a folio is found. */
  tokens: ReadonlySet<string>;
  words: ReadonlySet<string>;
  rfcs: readonly string[];
};

/** What a bank concept says: its words (read each time: concepts rarely repeat) and RFCs. */
function conceptOf(description: string): Concept {
  const upper = description.toUpperCase();
  return {
    upper,
    tokens: new Set(upper.split(/[^A-Z0-9Ñ&-]+/)),
    words: new Set(readWords(description)),
    rfcs: rfcsIn(description),
  };
}

/** What the concept says about the counterparty and the documents. */
function evidence(bank: Concept, cands: readonly CfdiCandidate[], hints: ReconcileHints): Scored {
  let score = 0;
  const reasons: string[] = [];
  const first = cands[0];
  if (!first) return { score, reasons };
  const rfc = first.rfc;
  if (rfc && bank.rfcs.includes(rfc)) {
    score += 25;
    reasons.push(`El concepto trae el RFC ${rfc}.`);
  } else if (conceptWords(first.name).some((w) => bank.words.has(w))) {
    score += 15;
    reasons.push(`El concepto nombra a ${first.name}.`);
  }
  if (rfc && (hints.get(rfc) ?? []).some((w) => bank.words.has(w))) {
    score += 20;
    reasons.push('Ya confirmaste antes un movimiento así con esta contraparte.');
  }
  const named = cands.some(
    (c) =>
      // A folio as a piece of its own ('F-7'), not inside a reference number ('REF 1274').
      (c.folio !== null && c.folio.length >= 2 && bank.tokens.has(c.folio.toUpperCase())) ||
      (c.uuid !== null && bank.upper.includes(c.uuid.slice(0, 8).toUpperCase())),
  );
  if (named) {
    score += 25;
    reasons.push('El concepto trae el folio o el UUID de la factura.');
  }
  return { score, reasons };
}

function dateScore(days: number): Scored {
  const d = Math.abs(days);
  if (d <= 3) return { score: 20, reasons: [d === 0 ? 'Mismo día.' : `A ${d} días.`] };
  if (d <= 10) return { score: 12, reasons: [`A ${d} días.`] };
  return { score: 5, reasons: [`A ${d} días.`] };
}

function amountScore(
  bank: number,
  cand: number,
  document: boolean,
): (Scored & { partial: boolean }) | null {
  const diff = Math.abs(bank - cand);
  if (diff <= 1) return { score: 50, reasons: ['Mismo importe.'], partial: false };
  if (diff <= cand * 0.005) return { score: 35, reasons: ['Importe casi igual.'], partial: false };
  if (diff <= cand * 0.03)
    return {
      score: 15,
      reasons: ['Importe parecido (tipo de cambio o comisión).'],
      partial: false,
    };
  if (document && bank < cand)
    return { score: 15, reasons: ['Paga una parte de la factura.'], partial: true };
  return null;
}

/** Sorted by amount, for the range of amounts near a movement's. */
function byAmount(cands: readonly CfdiCandidate[]) {
  return [...cands].sort((a, b) => a.amountCentavos - b.amountCentavos);
}

const amountOf = (c: CfdiCandidate) => c.amountCentavos;
const dateOf = (c: CfdiCandidate) => c.date;

/** The first index whose key is not below `key`, in a list sorted by that key. */
function lowerBound<K extends number | string>(
  sorted: readonly CfdiCandidate[],
  key: K,
  keyOf: (c: CfdiCandidate) => K,
) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyOf(sorted[mid] as CfdiCandidate) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `YYYY-MM-DD` plus `days`, as a sortable key. */
function addDaysKey(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Subsets of up to GROUP_MAX candidates whose amounts add up to `target` (±1 centavo each). */
function subsetsSumming(pool: readonly CfdiCandidate[], target: number): CfdiCandidate[][] {
  const found: CfdiCandidate[][] = [];
  const pick: CfdiCandidate[] = [];
  const walk = (start: number, sum: number) => {
    if (found.length >= 3) return;
    if (pick.length >= 2 && Math.abs(sum - target) <= pick.length) {
      found.push([...pick]);
      return;
    }
    if (pick.length === GROUP_MAX) return;
    for (let i = start; i < pool.length; i += 1) {
      const c = pool[i] as CfdiCandidate;
      if (sum + c.amountCentavos > target + GROUP_MAX) continue;
      pick.push(c);
      walk(i + 1, sum + c.amountCentavos);
      pick.pop();
    }
  };
  walk(0, 0);
  return found;
}

/** Every pair (and group) worth proposing for one bank movement. */
function candidatesFor(
  bank: BankMovement,
  index: {
    entries: Map<ReconcileType, CfdiCandidate[]>;
    entriesByDate: Map<ReconcileType, CfdiCandidate[]>;
    documentsByKey: Map<string, CfdiCandidate[]>;
  },
  hints: ReconcileHints,
  hintedRfcs: ReadonlyMap<string, readonly string[]>,
): MatchProposal[] {
  // The concept's words are read only when something may be proposed: most of a long statement
  // has no candidate at all.
  let read: Concept | null = null;
  const concept = () => {
    read ??= conceptOf(bank.description);
    return read;
  };
  const out: MatchProposal[] = [];
  const propose = (cands: CfdiCandidate[], base: Scored & { partial: boolean }, days: number) => {
    const date = dateScore(days);
    const ev = evidence(concept(), cands, hints);
    const score = Math.min(100, base.score + date.score + ev.score);
    if (score < MATCH_THRESHOLD) return;
    out.push({
      bankId: bank.id,
      candidateIds: cands.map((c) => c.id),
      score,
      reasons: [...base.reasons, ...date.reasons, ...ev.reasons],
      partial: base.partial,
    });
  };

  // One CFDI movement for the transfer: amounts within 3 %, dates within the window. Whichever
  // of the two ranges holds fewer candidates is walked (many invoices of one amount, or of one
  // day, would make the other slow).
  const a = bank.amountCentavos;
  const sorted = index.entries.get(bank.type) ?? [];
  const byDate = index.entriesByDate.get(bank.type) ?? [];
  const amountFrom = lowerBound(sorted, Math.floor(a / 1.03) - 1, amountOf);
  const amountTo = lowerBound(sorted, Math.ceil(a / 0.97) + 2, amountOf);
  const dateFrom = lowerBound(byDate, addDaysKey(bank.date, -ENTRY_WINDOW_DAYS), dateOf);
  const dateTo = lowerBound(byDate, addDaysKey(bank.date, ENTRY_WINDOW_DAYS + 1), dateOf);
  const [list, from, to] =
    amountTo - amountFrom <= dateTo - dateFrom
      ? [sorted, amountFrom, amountTo]
      : [byDate, dateFrom, dateTo];
  for (let i = from; i < to; i += 1) {
    const c = list[i] as CfdiCandidate;
    const days = daysBetween(bank.date, c.date);
    if (Math.abs(days) > ENTRY_WINDOW_DAYS) continue;
    const amount = amountScore(a, c.amountCentavos, false);
    if (amount) propose([c], amount, days);
  }

  // Open invoices of the counterparties the concept names (RFC, a word of the name, a hint),
  // unless a CFDI movement already explains the transfer (the same amount within 3 days): a
  // payment complement is the record of the payment, not a second payment of the invoice.
  const explained = out.some((p) => p.reasons.includes('Mismo importe.') && p.score >= 70);
  if (explained || index.documentsByKey.size === 0) return out;
  const { words, rfcs } = concept();
  const keys = new Set<string>([
    ...rfcs.map((r) => `rfc:${r}`),
    ...[...words].map((w) => `word:${w}`),
    ...[...words].flatMap((w) => (hintedRfcs.get(w) ?? []).map((r) => `rfc:${r}`)),
  ]);
  const seen = new Set<string>();
  for (const key of keys) {
    for (const d of index.documentsByKey.get(key) ?? []) {
      if (seen.has(d.id) || d.type !== bank.type) continue;
      seen.add(d.id);
      const days = daysBetween(bank.date, d.date);
      if (days < -DOCUMENT_BEFORE_DAYS || days > DOCUMENT_AFTER_DAYS) continue;
      const amount = amountScore(a, d.amountCentavos, true);
      // An invoice paid months later is normal: the date does not count against it.
      if (amount) propose([d], amount, Math.min(Math.abs(days), 10));
    }
  }
  return out;
}

/**
 * Proposes which bank movement paid which CFDI. Deterministic: ties go to the nearer date, then
 * to the ids' order.
 */
export function reconcile(
  bank: readonly BankMovement[],
  candidates: readonly CfdiCandidate[],
  hints: ReconcileHints = new Map(),
): Reconciliation {
  const entries = new Map<ReconcileType, CfdiCandidate[]>();
  const documentsByKey = new Map<string, CfdiCandidate[]>();
  const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const c of candidates) {
    if (c.kind === 'entry') push(entries, c.type, c);
    else {
      if (c.rfc) push(documentsByKey, `rfc:${c.rfc}`, c);
      for (const w of conceptWords(c.name)) push(documentsByKey, `word:${w}`, c);
    }
  }
  const entriesByDate = new Map<ReconcileType, CfdiCandidate[]>();
  for (const [type, list] of entries) {
    entries.set(type, byAmount(list));
    entriesByDate.set(
      type,
      [...list].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0)),
    );
  }
  // A word many counterparties share ('comercial', 'servicios') names none of them.
  for (const [key, list] of documentsByKey)
    if (key.startsWith('word:') && list.length > COMMON_WORD_DOCUMENTS) documentsByKey.delete(key);
  const hintedRfcs = new Map<string, string[]>();
  for (const [rfc, words] of hints) for (const w of words) push(hintedRfcs, w, rfc);

  const all: MatchProposal[] = [];
  for (const b of bank)
    all.push(...candidatesFor(b, { entries, entriesByDate, documentsByKey }, hints, hintedRfcs));

  const usedBank = new Set<string>();
  const usedCand = new Set<string>();
  const byId = new Map(bank.map((b) => [b.id, b]));
  const candById = new Map(candidates.map((c) => [c.id, c]));
  const closeness = (p: MatchProposal) => {
    const b = byId.get(p.bankId) as BankMovement;
    return Math.max(
      ...p.candidateIds.map((id) =>
        Math.abs(daysBetween(b.date, (candById.get(id) as CfdiCandidate).date)),
      ),
    );
  };
  const proposals: MatchProposal[] = [];
  const take = (list: MatchProposal[]) => {
    list.sort(
      (x, y) =>
        y.score - x.score ||
        closeness(x) - closeness(y) ||
        (x.bankId < y.bankId ? -1 : x.bankId > y.bankId ? 1 : 0) ||
        ((x.candidateIds[0] ?? '') < (y.candidateIds[0] ?? '') ? -1 : 1),
    );
    for (const p of list) {
      if (usedBank.has(p.bankId) || p.candidateIds.some((id) => usedCand.has(id))) continue;
      usedBank.add(p.bankId);
      for (const id of p.candidateIds) usedCand.add(id);
      proposals.push(p);
    }
  };
  take(all);

  // One transfer for several invoices of one counterparty: only for what is left.
  const groups: MatchProposal[] = [];
  const leftEntries = candidates.filter((c) => c.kind === 'entry' && !usedCand.has(c.id));
  const byParty = new Map<string, CfdiCandidate[]>();
  for (const c of leftEntries) push(byParty, `${c.type}|${c.rfc ?? foldText(c.name)}`, c);
  // The counterparties a concept can name: by RFC, by a word of the name, by a learned word.
  const partiesBy = new Map<string, string[]>();
  for (const [key, list] of byParty) {
    const first = list[0] as CfdiCandidate;
    if (list.length < 2) continue;
    if (first.rfc) push(partiesBy, `rfc:${first.rfc}`, key);
    for (const w of conceptWords(first.name)) push(partiesBy, `word:${w}`, key);
    for (const w of first.rfc ? (hints.get(first.rfc) ?? []) : [])
      push(partiesBy, `word:${w}`, key);
  }
  for (const b of bank) {
    if (usedBank.has(b.id) || partiesBy.size === 0) continue;
    const concept = conceptOf(b.description);
    const { words, rfcs } = concept;
    const named = new Set([
      ...rfcs.flatMap((r) => partiesBy.get(`rfc:${r}`) ?? []),
      ...[...words].flatMap((w) => partiesBy.get(`word:${w}`) ?? []),
    ]);
    for (const key of named) {
      const list = byParty.get(key) ?? [];
      const first = list[0] as CfdiCandidate;
      if (first.type !== b.type) continue;
      const pool = list
        .filter(
          (c) =>
            c.amountCentavos < b.amountCentavos &&
            Math.abs(daysBetween(b.date, c.date)) <= GROUP_WINDOW_DAYS,
        )
        .sort(
          (x, y) => Math.abs(daysBetween(b.date, x.date)) - Math.abs(daysBetween(b.date, y.date)),
        )
        .slice(0, GROUP_POOL_MAX);
      if (pool.length < 2) continue;
      for (const set of subsetsSumming(pool, b.amountCentavos)) {
        const days = Math.max(...set.map((c) => Math.abs(daysBetween(b.date, c.date))));
        const date = dateScore(days);
        const ev = evidence(concept, set, hints);
        const score = Math.min(100, 40 + date.score + ev.score);
        if (score < MATCH_THRESHOLD) continue;
        groups.push({
          bankId: b.id,
          candidateIds: set.map((c) => c.id),
          score,
          reasons: [
            `La suma de ${set.length} facturas de ${first.name} da el importe.`,
            ...date.reasons,
            ...ev.reasons,
          ],
          partial: false,
        });
      }
    }
  }
  take(groups);

  proposals.sort((x, y) => y.score - x.score || (x.bankId < y.bankId ? -1 : 1));
  return {
    proposals,
    unmatchedBankIds: bank.filter((b) => !usedBank.has(b.id)).map((b) => b.id),
    unmatchedCandidateIds: candidates.filter((c) => !usedCand.has(c.id)).map((c) => c.id),
  };
}

/** The words of a confirmed bank concept worth remembering for its counterparty (at most 4). */
export function hintWords(description: string): string[] {
  return conceptWords(description).slice(0, 4);
}

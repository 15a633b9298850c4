import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { counterpartTermsByRfc } from '../documents/index.ts';
import type { CategoryRule } from './categorize.ts';
import { cfdiKey, planCfdi } from './cfdi-plan.ts';
import { markDuplicates, mergePlans } from './dedupe.ts';
import { importedCfdiKeys, matchedPayments, storedDocumentUuids } from './imports.repository.ts';
import { parseInWorker } from './parse-pool.ts';
import { emptyPlan, type ImportPlan, skippedRow } from './plan.ts';

const skippedPlan = (
  line: number,
  source: string,
  action: 'error' | 'ignored',
  reason: string,
): ImportPlan => {
  const plan = emptyPlan();
  plan.rows.push(skippedRow(line, source, action, reason));
  return plan;
};

export const NO_RFC =
  'Para importar CFDI, primero escribe el RFC de tu empresa en «Datos de tu empresa»: así sabemos cuáles facturas emitiste (ingresos) y cuáles recibiste (gastos).';

/**
 * The preview of one CFDI or a ZIP of them (the SAT's bulk download): each file read and
 * planned from the company's side, then deduplicated by UUID against what the company imported
 * and within the upload. One file that cannot be read is refused (400); inside a ZIP it is a
 * row with its reason, and the rest go on.
 */
export async function previewCfdi(
  db: Queryable,
  companyId: string,
  {
    rfc,
    rules,
    zipped,
    fileName,
    bytes,
  }: {
    rfc: string | null;
    rules: CategoryRule[];
    zipped: boolean;
    fileName: string;
    bytes: Buffer;
  },
): Promise<ImportPlan> {
  if (!rfc) throw badRequest(NO_RFC, 'rfc');
  // Read in a parsing worker; what could not be read is a row with its reason.
  const read = await parseInWorker({ op: 'cfdi', zipped, fileName, bytes });
  const first = read[0];
  if (!zipped && first && !('cfdi' in first)) throw badRequest(first.reason);
  if (read.length === 0) throw badRequest('El ZIP no tiene archivos.');
  // Credit notes reduce the receivables and payables known: stored, or in this upload.
  const cfdis = read.flatMap((r) => ('cfdi' in r ? [r.cfdi] : []));
  const pending = cfdis
    .filter((c) => c.type === 'I' && c.paymentMethod === 'PPD' && c.uuid)
    .map((c) => c.uuid as string);
  const related = cfdis.filter((c) => c.type === 'E').flatMap((c) => c.related.map((r) => r.uuid));
  const known = new Set([...pending, ...(await storedDocumentUuids(db, companyId, related))]);
  const counterpartTerms = await counterpartTermsByRfc(db, companyId);
  const plans = read.map((r) =>
    !('cfdi' in r)
      ? skippedPlan(r.line, r.source, r.action, r.reason)
      : planCfdi(r.cfdi, {
          rfc,
          line: r.line,
          source: r.source,
          fileHash: r.hash,
          rules,
          knownDocuments: known,
          counterpartTerms,
        }),
  );
  const plan = mergePlans(plans);
  const only = plan.rows[0];
  if (!zipped && only?.action === 'error')
    throw badRequest(only.reason ?? 'El CFDI no se puede importar.');
  const keyOfLine = new Map(
    read.flatMap((r) => ('cfdi' in r ? [[r.line, cfdiKey(r.cfdi, r.hash)] as const] : [])),
  );
  const existing = await importedCfdiKeys(db, companyId, [...keyOfLine.values()]);
  const uuidOf = (key: string) =>
    key.replace(/^cfdi:/, '').replace(/^cfdi-sin-uuid:.*/, 'sin UUID');
  const deduped = markDuplicates(plan, (row) => keyOfLine.get(row.line), existing, {
    before: (row) => `Este CFDI (${uuidOf(keyOfLine.get(row.line) ?? '')}) ya se importó antes.`,
    repeated: (row, first) =>
      `Repetido en este archivo: ${first.source} tiene el mismo ${keyOfLine.get(row.line)?.startsWith('cfdi:') ? 'UUID' : 'contenido'}.`,
  });
  return withoutReconciledPayments(
    deduped,
    await matchedPayments(db, companyId, paidUuids(deduped)),
  );
}

const paidUuids = (plan: ImportPlan) => [
  ...new Set(plan.entries.flatMap((e) => (e.settles ? [e.settles.documentUuid] : []))),
];

/**
 * A payment complement whose payment the owner already reconciled from the bank (a transfer
 * confirmed as paying the invoice, issue 32) adds neither a movement nor a payment: the bank
 * movement is that money. Its CFDI is still recorded, so it is not offered again.
 */
export function withoutReconciledPayments(
  plan: ImportPlan,
  paid: ReadonlyMap<string, number[]>,
): ImportPlan {
  if (paid.size === 0) return plan;
  const left = new Map([...paid].map(([uuid, amounts]) => [uuid, [...amounts]]));
  const dropped = new Set<number>();
  const taken = (s: { documentUuid: string; amountOriginalCentavos: number }) => {
    const amounts = left.get(s.documentUuid) ?? [];
    const at = amounts.findIndex((a) => Math.abs(a - s.amountOriginalCentavos) <= 1);
    if (at < 0) return false;
    amounts.splice(at, 1);
    return true;
  };
  const entries = plan.entries.filter((e) => {
    if (!e.settles || !taken(e.settles)) return true;
    dropped.add(e.line);
    return false;
  });
  const settled = new Set(
    plan.entries.flatMap((e) =>
      e.settles && !entries.includes(e) ? [`${e.line}|${e.settles.documentUuid}`] : [],
    ),
  );
  return {
    ...plan,
    entries,
    settlements: plan.settlements.filter((s) => !settled.has(`${s.line}|${s.documentUuid}`)),
    rows: plan.rows.map((row) =>
      dropped.has(row.line) && row.action !== 'duplicate'
        ? {
            ...row,
            reason:
              'Este pago ya está en un movimiento del banco que conciliaste con la factura: se guarda el CFDI y no se cuenta dos veces.',
          }
        : row,
    ),
  };
}

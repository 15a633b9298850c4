import type { ReconciliationDocument } from '@caudal/contracts';
import { formatInteger } from '../../lib/format.ts';

/** The proposals confirmed together by "Confirmar las seguras": this score or more. */
export const SURE_SCORE = 85;

/** How sure a proposal is, in words, from its score (0–100). */
export function scoreLabel(score: number): string {
  if (score >= SURE_SCORE) return 'Muy probable';
  if (score >= 65) return 'Probable';
  return 'Posible';
}

/** 'Factura (CFDI)', 'Complemento de pago', 'Factura por cobrar (PPD)'. */
export function documentKindLabel(d: Pick<ReconciliationDocument, 'kind' | 'type'>): string {
  if (d.kind === 'document')
    return d.type === 'income' ? 'Factura por cobrar (PPD)' : 'Factura por pagar (PPD)';
  return 'CFDI registrado';
}

/** '3 propuestas', '1 propuesta'. */
export const proposalsCount = (n: number) =>
  `${formatInteger(n)} ${n === 1 ? 'propuesta' : 'propuestas'}`;

/** The line over the lists: what is left on each side. */
export function pendingSummary(totals: {
  proposals: number;
  unmatchedBank: number;
  unmatchedDocuments: number;
}): string {
  if (totals.proposals + totals.unmatchedBank + totals.unmatchedDocuments === 0)
    return 'No hay nada por conciliar.';
  const bank = `${formatInteger(totals.unmatchedBank)} ${totals.unmatchedBank === 1 ? 'movimiento del banco' : 'movimientos del banco'} sin factura`;
  const docs = `${formatInteger(totals.unmatchedDocuments)} CFDI sin movimiento del banco`;
  return `${proposalsCount(totals.proposals)} por confirmar · ${bank} · ${docs}.`;
}

import { ENTRY_TYPES } from './cash-flow.ts';
import { count, money, score } from './numbers.ts';
import { z } from './zod-es.ts';

/** A bank movement not yet matched with a CFDI (issue 32). */
export const ReconciliationBankSchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  amount: money(),
  description: z.string(),
  category: z.string(),
});

/**
 * A CFDI not yet matched with a bank movement: its own cash movement (a PUE invoice, a payment
 * complement: `kind` 'entry') or an open PPD invoice (`kind` 'document', `amount` what is open).
 */
export const ReconciliationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['entry', 'document']),
  uuid: z.string().nullable(),
  date: z.string(),
  type: z.enum(ENTRY_TYPES),
  amount: money(),
  counterpartName: z.string(),
  counterpartRfc: z.string().nullable(),
  folio: z.string().nullable(),
  description: z.string(),
});
export type ReconciliationDocument = z.infer<typeof ReconciliationDocumentSchema>;

export const ReconciliationProposalSchema = z.object({
  /** Confirm it with POST /api/reconciliation/matches { proposalId }. */
  id: z.string(),
  score: score(),
  /** Why it is proposed, in Spanish. */
  reasons: z.array(z.string()),
  /** The transfer pays part of an open invoice. */
  partial: z.boolean(),
  bank: ReconciliationBankSchema,
  documents: z.array(ReconciliationDocumentSchema),
});
export type ReconciliationProposal = z.infer<typeof ReconciliationProposalSchema>;

/** A confirmed match: the bank movement counts the money once, with the CFDI's breakdown. */
export const ReconciliationMatchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  score: score().nullable(),
  bank: z.object({
    id: z.string(),
    date: z.string(),
    type: z.enum(ENTRY_TYPES),
    amount: money(),
    description: z.string(),
    category: z.string(),
  }),
  documentUuids: z.array(z.string()),
});
export type ReconciliationMatch = z.infer<typeof ReconciliationMatchSchema>;

/** GET /api/reconciliation. Lists hold the first 200 (newest first); `totals` counts them all. */
export const ReconciliationSchema = z.object({
  proposals: z.array(ReconciliationProposalSchema),
  unmatchedBank: z.array(ReconciliationBankSchema),
  unmatchedDocuments: z.array(ReconciliationDocumentSchema),
  matches: z.array(ReconciliationMatchSchema),
  totals: z.object({
    proposals: count(),
    unmatchedBank: count(),
    unmatchedDocuments: count(),
    matches: count(),
  }),
});
export type ReconciliationResponse = z.infer<typeof ReconciliationSchema>;

const ids = (label: string) =>
  z
    .array(z.uuid({ error: `${label}: cada id debe ser un identificador válido` }), {
      error: `${label} debe ser una lista de ids`,
    })
    .max(20, { error: `${label}: como máximo 20 por conciliación` })
    .default([]);

/**
 * POST /api/reconciliation/matches: a proposal by its id, or a bank movement with the CFDI the
 * owner chose (its movements `entryIds`, open invoices `documentIds`).
 */
export const ReconciliationMatchInputSchema = z
  .strictObject({
    proposalId: z
      .string({ error: 'La propuesta debe ser un texto' })
      .min(1, { error: 'Indica la propuesta' })
      .max(2000, { error: 'La propuesta no es válida' })
      .optional(),
    bankEntryId: z.uuid({ error: 'El movimiento del banco no es válido' }).optional(),
    entryIds: ids('Los movimientos de CFDI'),
    documentIds: ids('Las facturas'),
  })
  .refine(
    (v) =>
      v.proposalId !== undefined ||
      (v.bankEntryId !== undefined && v.entryIds.length + v.documentIds.length > 0),
    {
      error:
        'Indica la propuesta (proposalId) o el movimiento del banco con al menos un CFDI (bankEntryId con entryIds o documentIds)',
    },
  );
export type ReconciliationMatchInput = z.input<typeof ReconciliationMatchInputSchema>;

export const ReconciliationMatchResultSchema = z.object({ match: ReconciliationMatchSchema });

export const ReconciliationMatchParamsSchema = z.strictObject({
  id: z.uuid({ error: 'La conciliación no es válida' }),
});

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './company-owned.ts';
import { cashFlowEntries } from './financial-data.ts';
import { users } from './users.ts';

/**
 * A bank movement the owner confirmed as the payment of one or more CFDI (issue 32): the money
 * counts once. The bank movement stays the cash (its date and amount); the CFDI give it their tax
 * breakdown, category and counterparty. The CFDI's own cash movements (a PUE invoice, a payment
 * complement) leave the ledger and are kept here, with what the bank movement said before, so
 * undoing the match puts both back exactly. An open PPD invoice paid by the movement gets a
 * settlement that belongs to the match (document_settlements.match_id).
 */
export const reconciliationMatches = pgTable(
  'reconciliation_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Deleting the bank movement deletes the match (and the CFDI it absorbed go with it). */
    bankEntryId: uuid('bank_entry_id')
      .notNull()
      .references(() => cashFlowEntries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The proposal's score (0–100) when it was confirmed; null when the owner chose by hand. */
    score: integer('score'),
    /** The bank movement's description, category, counterparty and tax fields before the match. */
    bankBefore: jsonb('bank_before').notNull(),
    /** The CFDI cash movements the match took out of the ledger, whole, to put back on undo. */
    absorbed: jsonb('absorbed').notNull(),
    /** The UUIDs of the CFDI matched (absorbed movements and settled documents), for the list. */
    documentUuids: text('document_uuids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reconciliation_matches_bank_entry_key').on(t.bankEntryId),
    index('reconciliation_matches_company_idx').on(t.companyId, t.createdAt),
    check(
      'reconciliation_matches_score_check',
      sql`${t.score} IS NULL OR ${t.score} BETWEEN 0 AND 100`,
    ),
  ],
);

/**
 * What the owner's confirmations taught (issue 32): words of a bank description that name a
 * counterparty RFC ('spei recibido panaderia lopez' → LOPM800101AB1), so the next movement that
 * says them scores that counterparty's CFDI higher.
 */
export const reconciliationHints = pgTable(
  'reconciliation_hints',
  {
    companyId: companyId(),
    rfc: text('rfc').notNull(),
    /** Lower case, without accents: a word of the bank description. */
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.rfc, t.keyword] })],
);

import { assertCentavos, type Centavos } from '@caudal/finance';
import { type SQL, sql } from 'drizzle-orm';

export type Range = { from: string; to: string };

/**
 * True for a row of money between the business and its owners (finance owner-movements.ts):
 * the SQL function `is_owner_category` (migration 0029) compares the category as finance's
 * `categoryKey` writes it (trimmed, lower case, without accents, whatever the database's
 * locale) with OWNER_CATEGORY_KEYS; the summaries' triggers use the same function.
 */
export function isOwnerMovement(category: SQL = sql`category`): SQL {
  return sql`is_owner_category(${category})`;
}

/** A sum or amount PostgreSQL sends (a number inside JSON, a string for a bare numeric). */
export const centavosOf = (value: unknown): Centavos => assertCentavos(Number(value ?? 0));

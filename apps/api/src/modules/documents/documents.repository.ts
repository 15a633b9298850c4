import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { counterpartTerms } from '../../db/schema/index.ts';

/** The days of credit the owner set per counterpart RFC. */
export async function counterpartTermsByRfc(
  db: Queryable,
  companyId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ rfc: counterpartTerms.rfc, days: counterpartTerms.days })
    .from(counterpartTerms)
    .where(eq(counterpartTerms.companyId, companyId));
  return new Map(rows.map((r) => [r.rfc, r.days]));
}

/**
 * Sets a counterpart's days of credit and moves the due date of each of its receivables and
 * payables to its date plus those days, inside the caller's transaction. Returns how many
 * documents it moved.
 */
export async function setCounterpartTerms(
  tx: Queryable,
  companyId: string,
  rfc: string,
  days: number,
): Promise<number> {
  await tx
    .insert(counterpartTerms)
    .values({ companyId, rfc, days })
    .onConflictDoUpdate({
      target: [counterpartTerms.companyId, counterpartTerms.rfc],
      set: { days, updatedAt: new Date() },
    });
  const { rows } = await tx.execute<{ n: number }>(sql`
    WITH moved AS (
      UPDATE fiscal_documents SET due_date = issue_date + ${days}::int
      WHERE company_id = ${companyId} AND counterpart_rfc = ${rfc}
        AND due_date <> issue_date + ${days}::int
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM moved`);
  return Number(rows[0]?.n ?? 0);
}

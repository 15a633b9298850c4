import type { Centavos } from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { counterpartTerms } from '../../db/schema/index.ts';

export type OpenDocumentRow = {
  id: string;
  uuid: string;
  direction: 'receivable' | 'payable';
  counterpartName: string;
  counterpartRfc: string;
  folio: string | null;
  issueDate: string;
  dueDate: string;
  currency: string;
  totalCentavos: Centavos;
  openCentavos: Centavos;
  daysOverdue: number;
  termsDays: number;
  stamped: boolean;
};

/**
 * The company's receivables or payables with something still owed on `today`: the total less
 * every payment and credit note that names the document's UUID (in the document's currency,
 * then in MXN at the invoice's rate), by due date.
 */
export async function openDocuments(
  db: Queryable,
  companyId: string,
  direction: 'receivable' | 'payable' | null,
  today: string,
): Promise<OpenDocumentRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    SELECT d.id, d.uuid, d.direction, d.counterpart_name, d.counterpart_rfc, d.folio,
           d.issue_date::text AS issue_date, d.due_date::text AS due_date, d.currency,
           d.total_cents, d.stamped,
           round((d.total_original_cents - coalesce(s.settled, 0)) * d.exchange_rate)::bigint AS open_cents,
           greatest(0, ${today}::date - d.due_date) AS days_overdue,
           d.due_date - d.issue_date AS terms_days
    FROM fiscal_documents d
    LEFT JOIN (
      SELECT document_uuid, sum(amount_original_cents) AS settled
      FROM document_settlements WHERE company_id = ${companyId}
      GROUP BY document_uuid
    ) s ON s.document_uuid = d.uuid
    WHERE d.company_id = ${companyId}
      AND (${direction}::text IS NULL OR d.direction = ${direction})
      AND d.total_original_cents - coalesce(s.settled, 0) > 0
    ORDER BY d.due_date, d.issue_date, d.id`);
  return rows.map((r) => ({
    id: String(r.id),
    uuid: String(r.uuid),
    direction: r.direction as 'receivable' | 'payable',
    counterpartName: String(r.counterpart_name),
    counterpartRfc: String(r.counterpart_rfc),
    folio: (r.folio as string | null) ?? null,
    issueDate: String(r.issue_date),
    dueDate: String(r.due_date),
    currency: String(r.currency),
    totalCentavos: Number(r.total_cents) as Centavos,
    openCentavos: Number(r.open_cents) as Centavos,
    daysOverdue: Number(r.days_overdue),
    termsDays: Number(r.terms_days),
    stamped: Boolean(r.stamped),
  }));
}

export type OpenDocumentTotals = {
  receivablesCentavos: Centavos;
  payablesCentavos: Centavos;
  /** Each open document with its due date, for the forecast's weeks. */
  documents: OpenDocumentRow[];
};

/**
 * What customers owe the company and what it owes, from its imported CFDI, with each open
 * document's due date: what the 13-week forecast and Maya's analysis read instead of the
 * spec's 15 %/10 % assumptions.
 */
export async function openDocumentTotals(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<OpenDocumentTotals> {
  const documents = await openDocuments(db, companyId, null, today);
  const sum = (direction: 'receivable' | 'payable') =>
    documents
      .filter((d) => d.direction === direction)
      .reduce((total, d) => total + d.openCentavos, 0) as Centavos;
  return { receivablesCentavos: sum('receivable'), payablesCentavos: sum('payable'), documents };
}

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

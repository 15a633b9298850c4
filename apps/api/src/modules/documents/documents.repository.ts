import type { Centavos } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

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
           greatest(0, ${today}::date - d.due_date) AS days_overdue
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

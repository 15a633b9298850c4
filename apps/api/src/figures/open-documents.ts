import type { Centavos } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';

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
 * The company's receivables or payables (null: both) with something still owed on `today`: the
 * total less every payment and credit note that names the document's UUID (in the document's
 * currency, then in MXN at the invoice's rate), by due date. A part, so the forecast and Maya
 * read it in the same statement as the rest of their inputs.
 */
export function openDocumentsPart(
  companyId: string,
  direction: 'receivable' | 'payable' | null,
  today: string,
): Part<OpenDocumentRow[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object(
          'id', d.id, 'uuid', d.uuid, 'direction', d.direction,
          'counterpartName', d.counterpart_name, 'counterpartRfc', d.counterpart_rfc,
          'folio', d.folio, 'issueDate', d.issue_date, 'dueDate', d.due_date,
          'currency', d.currency, 'total', d.total_cents, 'stamped', d.stamped,
          'open', round((d.total_original_cents - coalesce(s.settled, 0)) * d.exchange_rate),
          'daysOverdue', greatest(0, ${today}::date - d.due_date),
          'termsDays', d.due_date - d.issue_date)
        ORDER BY d.due_date, d.issue_date, d.id), '[]')
      FROM fiscal_documents d
      LEFT JOIN (
        SELECT document_uuid, sum(amount_original_cents) AS settled
        FROM document_settlements WHERE company_id = ${companyId}
        GROUP BY document_uuid
      ) s ON s.document_uuid = d.uuid
      WHERE d.company_id = ${companyId}
        AND (${direction}::text IS NULL OR d.direction = ${direction})
        AND d.total_original_cents - coalesce(s.settled, 0) > 0`,
    (r) => ({
      id: String(r.id),
      uuid: String(r.uuid),
      direction: r.direction as 'receivable' | 'payable',
      counterpartName: String(r.counterpartName),
      counterpartRfc: String(r.counterpartRfc),
      folio: (r.folio as string | null) ?? null,
      issueDate: String(r.issueDate),
      dueDate: String(r.dueDate),
      currency: String(r.currency),
      totalCentavos: Number(r.total) as Centavos,
      openCentavos: Number(r.open) as Centavos,
      daysOverdue: Number(r.daysOverdue),
      termsDays: Number(r.termsDays),
      stamped: Boolean(r.stamped),
    }),
  );
}

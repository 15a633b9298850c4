import type { OpenDocuments } from '@caudal/contracts';
import type { Centavos } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { openDocuments } from './documents.repository.ts';

/** The company's open receivables or payables, with the total still owed and what is overdue. */
export async function openDocumentsView(
  db: Queryable,
  companyId: string,
  direction: 'receivable' | 'payable',
  today: string,
): Promise<OpenDocuments> {
  const rows = await openDocuments(db, companyId, direction, today);
  let totalOpen = 0;
  let overdue = 0;
  const items = rows.map((r) => {
    totalOpen += r.openCentavos;
    if (r.daysOverdue > 0) overdue += r.openCentavos;
    return {
      id: r.id,
      uuid: r.uuid,
      counterpart: r.counterpartName,
      rfc: r.counterpartRfc,
      folio: r.folio,
      issueDate: r.issueDate,
      dueDate: r.dueDate,
      currency: r.currency,
      total: r.totalCentavos,
      open: r.openCentavos,
      daysOverdue: r.daysOverdue,
      stamped: r.stamped,
    };
  });
  return { items, totalOpen: totalOpen as Centavos, overdue: overdue as Centavos };
}

import type { CounterpartTerms, OpenDocuments } from '@caudal/contracts';
import type { Centavos } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { openDocumentsPart } from '../../figures/index.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { setCounterpartTerms } from './documents.repository.ts';

/** The company's open receivables or payables, with the total still owed and what is overdue. */
export async function openDocumentsView(
  db: Queryable,
  companyId: string,
  direction: 'receivable' | 'payable',
  today: string,
): Promise<OpenDocuments> {
  const { rows } = await readParts(db, { rows: openDocumentsPart(companyId, direction, today) });
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
      termsDays: r.termsDays,
      stamped: r.stamped,
    };
  });
  return { items, totalOpen: totalOpen as Centavos, overdue: overdue as Centavos };
}

/**
 * PUT /api/counterparts/:rfc/terms: the counterpart's days of credit, for its documents already
 * imported (their due dates move, in the same transaction) and for the next imports.
 */
export async function saveCounterpartTerms(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  rfc: string,
  days: number,
): Promise<CounterpartTerms> {
  return db.transaction(async (tx) => {
    const documentsUpdated = await setCounterpartTerms(tx, auth.companyId, rfc, days);
    if (documentsUpdated > 0) {
      await events.emit(
        'company-data-changed',
        {
          companyId: auth.companyId,
          userId: auth.userId,
          action: 'updated',
          kinds: ['fiscal-document'],
        },
        { db: tx },
      );
    }
    return { rfc, days, documentsUpdated };
  });
}

import type { CashFlowListQuerySchema, CashFlowPage, ProjectedEntries, z } from '@caudal/contracts';
import { projectedMonthEntries } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { loadSnapshot } from '../metrics/metrics.repository.ts';
import { countEntries, entriesPageRows } from './cash-flow.repository.ts';

// Counting the matches reads every day of the company's history; the count only changes with
// the company's data version (lib/figures-memo.ts), so each filter combination is counted once
// per version.
const counts = createFiguresMemo<number>();

/** One page of the company's entries, filtered, newest first, and how many match. */
export async function entriesPage(
  db: Queryable,
  company: CompanyAt,
  query: z.output<typeof CashFlowListQuerySchema>,
): Promise<CashFlowPage> {
  const { companyId, dataVersion } = company;
  const { from, to, type, category, page, pageSize } = query;
  const key = JSON.stringify([companyId, from, to, type, category]);
  const [items, total] = await Promise.all([
    entriesPageRows(db, companyId, query),
    counts(key, dataVersion, () => countEntries(db, companyId, query)),
  ]);
  return { items, total, page, pageSize };
}

/**
 * The month as the products and costs say it should be (one income per product, the fixed
 * costs, one total variable cost under 'Producción'), kept apart from the recorded entries.
 */
export async function projectedMonth(
  db: Queryable,
  companyId: string,
  month: string,
): Promise<ProjectedEntries> {
  // The catalogue and costs are all the month needs; the cash is not in it.
  const snapshot = await loadSnapshot(db, companyId, `${month}-01`);
  const entries = projectedMonthEntries(snapshot, `${month}-01`).map(
    ({ amountCentavos, ...e }) => ({ ...e, amount: amountCentavos }),
  );
  return { month, entries };
}

import type { CashFlowListQuerySchema, ProjectedEntries, z } from '@caudal/contracts';
import { projectedMonthEntries } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { loadSnapshot } from '../metrics/metrics.repository.ts';
import { listEntries } from './cash-flow.repository.ts';

export const entriesPage = (
  db: Queryable,
  companyId: string,
  query: z.output<typeof CashFlowListQuerySchema>,
) => listEntries(db, companyId, query);

/**
 * The month as the products and costs say it should be (one income per product, the fixed
 * costs, one total variable cost under 'Producción'), kept apart from the recorded entries.
 */
export async function projectedMonth(
  db: Queryable,
  companyId: string,
  month: string,
): Promise<ProjectedEntries> {
  const snapshot = await loadSnapshot(db, companyId);
  const entries = projectedMonthEntries(snapshot, `${month}-01`).map(
    ({ amountCentavos, ...e }) => ({ ...e, amount: amountCentavos }),
  );
  return { month, entries };
}

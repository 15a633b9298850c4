import {
  type CashFlowEntry,
  CashFlowEntryInputSchema,
  CashFlowEntrySchema,
  type CashFlowListQuerySchema,
  type EntryType,
  type z,
} from '@caudal/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cashFlowEntries } from '../../db/schema/index.ts';
import { ownedRecords } from '../company-records/owned-records.repository.ts';

type EntryRow = typeof cashFlowEntries.$inferSelect;

const entryView = (row: EntryRow): CashFlowEntry => ({
  id: row.id,
  date: row.date,
  type: row.type as EntryType,
  amount: row.amountCentavos,
  description: row.description,
  category: row.category,
  recurring: row.recurring,
});

/** What the owner recorded or imported (projected entries are computed, never stored). */
export const entryRecords = ownedRecords({
  table: cashFlowEntries,
  tag: 'cash-flow',
  kind: 'cash-flow-entry',
  input: CashFlowEntryInputSchema,
  output: CashFlowEntrySchema,
  notFoundDetail: 'Movimiento no encontrado',
  toRow: (e) => ({
    date: e.date,
    type: e.type,
    amountCentavos: e.amount,
    description: e.description,
    category: e.category,
    recurring: e.recurring,
  }),
  toView: entryView,
});

/** One page of the company's entries, filtered, newest first, and how many match. */
export async function listEntries(
  db: Queryable,
  companyId: string,
  query: z.output<typeof CashFlowListQuerySchema>,
) {
  const { from, to, type, category, page, pageSize } = query;
  const filters: SQL[] = [eq(cashFlowEntries.companyId, companyId)];
  if (from) filters.push(gte(cashFlowEntries.date, from));
  if (to) filters.push(lte(cashFlowEntries.date, to));
  if (type) filters.push(eq(cashFlowEntries.type, type));
  if (category) filters.push(eq(cashFlowEntries.category, category));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cashFlowEntries)
      .where(where)
      .orderBy(
        desc(cashFlowEntries.date),
        desc(cashFlowEntries.createdAt),
        desc(cashFlowEntries.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cashFlowEntries).where(where),
  ]);
  return { items: rows.map(entryView), total: total?.n ?? 0, page, pageSize };
}

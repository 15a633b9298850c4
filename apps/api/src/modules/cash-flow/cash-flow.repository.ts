import {
  type CashFlowEntry,
  CashFlowEntryInputSchema,
  CashFlowEntrySchema,
  type CashFlowListQuerySchema,
  type EntryType,
  type z,
} from '@caudal/contracts';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cashFlowDaily, cashFlowEntries } from '../../db/schema/index.ts';
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
  // The same filters on the entries and on their daily sums (cash_flow_daily has the date,
  // type and category of every entry it counts): the page comes from the newest-first index,
  // the total from the sums, so neither sorts nor counts every entry of a large company.
  const filters = (t: typeof cashFlowEntries | typeof cashFlowDaily): SQL | undefined => {
    const conditions: SQL[] = [eq(t.companyId, companyId)];
    if (from) conditions.push(gte(t.date, from));
    if (to) conditions.push(lte(t.date, to));
    if (type) conditions.push(eq(t.type, type));
    if (category) conditions.push(eq(t.category, category));
    return and(...conditions);
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cashFlowEntries)
      .where(filters(cashFlowEntries))
      .orderBy(
        desc(cashFlowEntries.date),
        desc(cashFlowEntries.createdAt),
        desc(cashFlowEntries.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`coalesce(sum(${cashFlowDaily.entries}), 0)::int` })
      .from(cashFlowDaily)
      .where(filters(cashFlowDaily)),
  ]);
  return { items: rows.map(entryView), total: total?.n ?? 0, page, pageSize };
}

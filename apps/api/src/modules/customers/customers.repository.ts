import { CustomerRecordInputSchema, CustomerRecordSchema, type z } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerRecords } from '../../db/schema/index.ts';
import { ownedRecords } from '../../lib/owned-records/owned-records.repository.ts';

/** The company's customers, one row a month (unit economics, growth and reports read them). */
export const customerRecordRecords = ownedRecords({
  table: customerRecords,
  tag: 'customer-records',
  kind: 'customer-record',
  input: CustomerRecordInputSchema,
  output: CustomerRecordSchema,
  notFoundDetail: 'Mes de clientes no encontrado',
  toRow: (r) => ({
    month: r.month,
    activeCustomers: r.activeCustomers,
    newCustomers: r.newCustomers,
    marketingSpendCentavos: r.marketingSpend,
  }),
  toView: (row) => ({
    id: row.id,
    month: row.month,
    activeCustomers: row.activeCustomers,
    newCustomers: row.newCustomers,
    marketingSpend: row.marketingSpendCentavos,
  }),
});

export type CustomerRecordRow = z.output<typeof CustomerRecordInputSchema>;

/** Writes each month, replacing the one the company already recorded; returns them by month. */
export async function upsertCustomerRecords(
  db: Queryable,
  companyId: string,
  rows: readonly CustomerRecordRow[],
) {
  if (rows.length === 0) return [];
  const written = await db
    .insert(customerRecords)
    .values(rows.map((r) => ({ ...customerRecordRecords.toRow(r), companyId })))
    .onConflictDoUpdate({
      target: [customerRecords.companyId, customerRecords.month],
      set: {
        activeCustomers: sql`excluded.active_customers`,
        newCustomers: sql`excluded.new_customers`,
        marketingSpendCentavos: sql`excluded.marketing_spend_cents`,
      },
    })
    .returning();
  return written.map(customerRecordRecords.toView).sort((a, b) => a.month.localeCompare(b.month));
}

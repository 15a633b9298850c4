import type { CustomerRecordInput } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { jsonRows, type Part } from '../db/parts.ts';
import { centavosOf } from './amounts.ts';

/** The company's months of customers as finance reads them, oldest first. */
export function customerRecordsPart(companyId: string): Part<CustomerRecordInput[]> {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object(
          'month', month, 'active', active_customers, 'new', new_customers,
          'marketing', marketing_spend_cents) ORDER BY month), '[]')
        FROM customer_records WHERE company_id = ${companyId}`,
    (r) => ({
      month: String(r.month),
      activeCustomers: Number(r.active),
      newCustomers: Number(r.new),
      marketingSpendCentavos: r.marketing === null ? null : centavosOf(r.marketing),
    }),
  );
}

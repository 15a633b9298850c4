import { sql } from 'drizzle-orm';
import type { Part } from '../db/parts.ts';

/** Whether the company has entered anything at all. */
export function hasAnyDataPart(companyId: string): Part<boolean> {
  return {
    expr: sql`
      SELECT EXISTS (SELECT 1 FROM cash_flow_entries WHERE company_id = ${companyId})
          OR EXISTS (SELECT 1 FROM products WHERE company_id = ${companyId})
          OR EXISTS (SELECT 1 FROM fixed_costs WHERE company_id = ${companyId})`,
    read: (value) => value === true,
  };
}

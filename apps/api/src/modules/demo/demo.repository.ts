import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Deletes sandboxes created before `before`; their company, sessions and data go with them. */
export async function deleteSandboxesCreatedBefore(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    WITH gone AS (
      DELETE FROM users WHERE is_sandbox AND created_at < ${before.toISOString()}::timestamptz
      RETURNING id
    ), companies_gone AS (
      DELETE FROM companies c USING company_members m, gone
      WHERE m.user_id = gone.id AND c.id = m.company_id
    )
    SELECT id FROM gone`);
  return rows.length;
}

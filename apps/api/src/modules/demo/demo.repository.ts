import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Deletes sandboxes created before `before`; their company, sessions and data go with them. */
export async function deleteSandboxesCreatedBefore(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isSandbox, true), lt(users.createdAt, before)))
    .returning({ id: users.id });
  return deleted.length;
}

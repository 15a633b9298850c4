import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Adds one call to the user's count unless the limit is spent; false when it is. */
export async function takeApiCall(db: Queryable, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ apiUsageCount: sql`${users.apiUsageCount} + 1` })
    .where(and(eq(users.id, userId), lt(users.apiUsageCount, users.apiUsageLimit)))
    .returning({ count: users.apiUsageCount });
  return updated.length > 0;
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from './http-error.ts';

/** Adds one call to the user's count unless the limit is spent; false when it is. */
export async function takeApiCall(db: Queryable, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ apiUsageCount: sql`${users.apiUsageCount} + 1` })
    .where(and(eq(users.id, userId), lt(users.apiUsageCount, users.apiUsageLimit)))
    .returning({ count: users.apiUsageCount });
  return updated.length > 0;
}

export const USAGE_SPENT =
  'Llegaste al límite de consultas de tu plan. Escríbenos desde la página de contacto si necesitas más.';

/**
 * Counts one assistant or advisor call against the user's api_usage_limit, atomically, so two
 * concurrent calls cannot both take the last one. 429 in Spanish when the limit is spent.
 */
export async function consumeApiCall(db: Queryable, userId: string): Promise<void> {
  if (!(await takeApiCall(db, userId))) throw new HttpError(429, USAGE_SPENT);
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * Counts one assistant or agent call against the user's api_usage_limit, atomically, so two
 * concurrent calls cannot both take the last one. 429 in Spanish when the limit is spent.
 */
export async function consumeApiCall(db: Db, userId: string): Promise<void> {
  const updated = await db
    .update(users)
    .set({ apiUsageCount: sql`${users.apiUsageCount} + 1` })
    .where(and(eq(users.id, userId), lt(users.apiUsageCount, users.apiUsageLimit)))
    .returning({ count: users.apiUsageCount });
  if (updated.length === 0) {
    throw new HttpError(
      429,
      'Llegaste al límite de consultas de tu plan. Escríbenos desde la página de contacto si necesitas más.',
    );
  }
}

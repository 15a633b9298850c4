import { HINT_KEYS, type HintKey } from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userHints } from '../../db/schema/index.ts';

/** The hints the user closed (keys no longer in the app are left out). */
export async function dismissedHints(db: Queryable, userId: string): Promise<HintKey[]> {
  const rows = await db
    .select({ key: userHints.key })
    .from(userHints)
    .where(eq(userHints.userId, userId))
    .orderBy(userHints.key);
  return rows
    .map((r) => r.key)
    .filter((key): key is HintKey => (HINT_KEYS as readonly string[]).includes(key));
}

/** Closes one hint for the user; closing it again keeps the first time. */
export async function dismissHint(db: Queryable, userId: string, key: HintKey): Promise<void> {
  await db.insert(userHints).values({ userId, key }).onConflictDoNothing();
}

import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Queryable): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

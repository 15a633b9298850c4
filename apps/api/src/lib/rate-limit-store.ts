import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type WindowCount = { count: number; retryAfterSeconds: number };

/**
 * Adds `by` to the fixed-window counter `key` (a window of `windowSeconds` starting at the
 * first hit) and returns the count in the current window. Kept in PostgreSQL so every API
 * instance shares it.
 */
export async function hitCounter(
  db: Db,
  key: string,
  windowSeconds: number,
  by = 1,
): Promise<WindowCount> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, count, window_start, window_end)
    VALUES (${key}, greatest(${by}, 0), now(), now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      -- Never below zero: an attempt given back after its window ended is not a bonus one.
      count = greatest(0, CASE WHEN rate_limits.window_end <= now() THEN ${by}
                               ELSE rate_limits.count + ${by} END),
      window_start = CASE WHEN rate_limits.window_end <= now() THEN now()
                          ELSE rate_limits.window_start END,
      window_end = CASE WHEN rate_limits.window_end <= now()
                        THEN now() + make_interval(secs => ${windowSeconds})
                        ELSE rate_limits.window_end END
    RETURNING count, extract(epoch FROM window_end - now())::float8 AS retry_after`);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Number(row?.retry_after ?? 0) };
}

/**
 * Adds one to each of `keys` (fixed windows of `windowSeconds`) in one statement; each row's
 * increment is atomic, so concurrent callers each see their own count.
 */
export async function hitCounters(
  db: Db,
  keys: string[],
  windowSeconds: number,
): Promise<Map<string, WindowCount>> {
  const found = new Map<string, WindowCount>();
  if (keys.length === 0) return found;
  const rows = sql.join(
    keys.map((key) => sql`(${key}, 1, now(), now() + make_interval(secs => ${windowSeconds}))`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, count, window_start, window_end) VALUES ${rows}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_end <= now() THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_end <= now() THEN now()
                          ELSE rate_limits.window_start END,
      window_end = CASE WHEN rate_limits.window_end <= now() THEN EXCLUDED.window_end
                        ELSE rate_limits.window_end END
    RETURNING key, count, extract(epoch FROM window_end - now())::float8 AS retry_after`);
  for (const row of result.rows) {
    found.set(row.key, { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) });
  }
  return found;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export async function deleteExpiredCounters(db: Db): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limits WHERE window_end <= now()`);
  return result.rowCount ?? 0;
}

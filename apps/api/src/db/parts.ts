import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';

/**
 * One figure of a combined read: a scalar SQL expression (usually a subquery that builds JSON)
 * and how to read the value PostgreSQL sends back.
 */
export type Part<T> = { expr: SQL; read: (value: unknown) => T };

type Values<P> = { [K in keyof P]: P[K] extends Part<infer T> ? T : never };

/**
 * Reads every part in one statement, `SELECT (part) AS key, ...`: a screen that needs the
 * catalogue, the costs and three kinds of period sums pays one round trip, not ten (issue 10).
 */
export async function readParts<P extends Record<string, Part<unknown>>>(
  db: Queryable,
  parts: P,
): Promise<Values<P>> {
  const keys = Object.keys(parts);
  const columns = keys.map((key) => sql`(${parts[key]?.expr}) AS ${sql.identifier(key)}`);
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`SELECT ${sql.join(columns, sql`, `)}`,
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(keys.map((key) => [key, parts[key]?.read(row[key])])) as Values<P>;
}

/** A JSON array built by a subquery (`coalesce(json_agg(...), '[]')`), each item read by `item`. */
export function jsonRows<T>(expr: SQL, item: (row: Record<string, unknown>) => T): Part<T[]> {
  return {
    expr,
    read: (value) =>
      (Array.isArray(value) ? value : []).map((r) => item(r as Record<string, unknown>)),
  };
}

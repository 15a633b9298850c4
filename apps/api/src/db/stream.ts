import type { Readable } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';

/**
 * Streams a query's rows through a cursor of `batchSize` rows on a client of its own, released
 * when the stream ends, closes or fails: a million rows go out with the server's memory flat.
 */
export async function streamRows(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  batchSize = 1000,
): Promise<Readable> {
  const client = await pool.connect();
  const rows = client.query(new QueryStream(text, values, { batchSize }));
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  rows.once('end', () => release());
  rows.once('close', () => release());
  rows.once('error', (error) => release(error));
  return rows;
}

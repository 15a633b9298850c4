import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentActor } from './actor.ts';
import * as schema from './schema/index.ts';

/** The app's database; `$client` is the pool (for the few named, prepared statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Database = {
  db: Db;
  pool: pg.Pool;
  /** The session lookup's own connections (see connectDatabase). */
  sessionPool: pg.Pool;
  close: () => Promise<void>;
};

// BIGINT columns hold centavos and counters; they stay far below 2^53, so parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * The app's pool, and a small one for the session lookup that starts every signed-in request.
 * Under load, requests wait for a connection in line: with one pool, a request's second query
 * waited behind every request that arrived since its first, so reads that need two queries took
 * twice as long. With its own pool, the line forms at the door and a request that got in
 * finishes (bench/load.ts: p99 at 200 connections 133–194 ms → 105–120 ms).
 */
export function connectDatabase(url: string, max = 10, sessions = 4): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  const sessionPool = new pg.Pool({
    connectionString: url,
    max: sessions,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  sessionPool.on('error', () => {});
  const db = drizzle(pool, { schema });
  namingTheActor(db, pool);
  return {
    db,
    pool,
    sessionPool,
    close: async () => {
      await Promise.all([pool.end(), sessionPool.end()]);
    },
  };
}

/**
 * Every write made while serving a signed-in request names its person to PostgreSQL
 * (`caudal.actor`, local to a transaction), so the audit triggers (migration 0027) record who
 * changed what whatever module wrote it: a transaction starts by naming them, and a lone write
 * statement (outside any transaction) runs in a transaction of its own that does. Reads, and
 * work with no person (the job queue), go through untouched.
 */
function namingTheActor(db: Db, pool: pg.Pool) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const actor = currentActor();
      if (actor) await tx.execute(sql`SELECT set_config('caudal.actor', ${actor}, true)`);
      return work(tx);
    }, config)) as Db['transaction'];

  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  pool.query = (async (config: unknown, values?: unknown) => {
    const actor = currentActor();
    const text = typeof config === 'string' ? config : ((config as { text?: string }).text ?? '');
    if (!actor || typeof values === 'function' || !mayWrite(text)) return query(config, values);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('caudal.actor', $1, true)", [actor]);
      const result = await client.query(config as pg.QueryConfig, values as unknown[]);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}

/** A statement that may change rows, by its first word (the SQL we send starts with its verb). */
const mayWrite = (text: string) => /^\s*(insert|update|delete|with|merge)\b/i.test(text);

/** A transaction handle; repositories accept either so services can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

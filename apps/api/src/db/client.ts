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
  namingTheActor(db);
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
 * Every transaction opened while serving a signed-in request starts by naming its person to
 * PostgreSQL (`caudal.actor`, local to the transaction), so the audit triggers (migration 0027)
 * record who changed what whatever module wrote it.
 */
function namingTheActor(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const actor = currentActor();
      if (actor) await tx.execute(sql`SELECT set_config('caudal.actor', ${actor}, true)`);
      return work(tx);
    }, config)) as Db['transaction'];
}

/** A transaction handle; repositories accept either so services can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

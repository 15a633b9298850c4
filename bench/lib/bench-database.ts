// A fresh, migrated database for one bench run: a new database on DATABASE_URL's server when it
// is set, else an embedded PostgreSQL in a temp dir. `drop` removes it (and the embedded server).

import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  type EmbeddedServer,
  ensureDatabase,
  startEmbeddedPostgres,
} from '../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';

export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let url = process.env.DATABASE_URL;
  const dbName = `caudal_bench_${randomBytes(4).toString('hex')}`;
  if (url) {
    await ensureDatabase(url, dbName);
    const u = new URL(url);
    u.pathname = `/${dbName}`;
    url = u.toString();
  } else {
    dir = mkdtempSync(join(tmpdir(), 'caudal-bench-'));
    chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: dir, database: dbName });
    url = embedded.url;
  }
  await runMigrations(url);
  return {
    url,
    drop: async () => {
      if (embedded) await embedded.stop();
      else {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

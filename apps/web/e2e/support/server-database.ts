import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Runs one query on the e2e server's own embedded PostgreSQL, to check what a browser action
 * stored (a contact message, the mail it sent). The password is the one the server wrote to its
 * DATA_DIR; the port is in PostgreSQL's postmaster.pid (4th line). The e2e server always runs
 * its own embedded PostgreSQL (global-setup.ts drops DATABASE_URL).
 */
export async function queryServerDatabase<Row>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

function serverDatabaseUrl(): string {
  const dataDir = inject('dataDir');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const pid = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number.parseInt(pid[3] ?? '', 10);
  return `postgres://caudal:${encodeURIComponent(password)}@127.0.0.1:${port}/caudal`;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: inject('dbAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type TestDatabase = Database & { url: string };

/**
 * A fresh, migrated database for one test file, cloned from the run's template. Closing it
 * ends its connections; the database itself is dropped with the run's others when the run ends
 * (global-setup.ts), because DROP DATABASE forces a checkpoint that stalls every other file.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `${inject('dbFilePrefix')}${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`);
  const url = new URL(inject('dbAdminUrl'));
  url.pathname = `/${name}`;
  return { ...connectDatabase(url.toString(), 5, 2), url: url.toString() };
}

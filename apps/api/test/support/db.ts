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

export type TestDatabase = Database & { url: string; drop: () => Promise<void> };

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `caudal_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`);
  const url = new URL(inject('dbAdminUrl'));
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 5);
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    /** Every test file's database is named with it, so the run can drop its own at the end. */
    dbFilePrefix: string;
  }
}

/**
 * One PostgreSQL per test run (DATABASE_URL's server, or an embedded one in a temp dir) and
 * one migrated template database; each test file clones the template (see db.ts), and the run
 * drops its clones when it ends.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'caudal-test-'));
    // When run as root, PostgreSQL runs as the `postgres` user and must reach its directory.
    chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tempDir });
    adminUrl = embedded.adminUrl;
  }
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const template = `caudal_tpl_${run}`;
  const filePrefix = `caudal_test_${run}_`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await runMigrations(templateUrl.toString());
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);
  project.provide('dbFilePrefix', filePrefix);

  return async () => {
    if (embedded) {
      // The server goes away with its directory, databases and all.
      await embedded.stop();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      return;
    }
    // DATABASE_URL's server may serve other runs too: drop only what this run made.
    const { rows } = await adminQuery<{ datname: string }>(
      adminUrl,
      `SELECT datname FROM pg_database WHERE starts_with(datname, '${filePrefix}')`,
    );
    for (const { datname } of [...rows, { datname: template }]) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  };
}

async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<Row>(text);
  } finally {
    await client.end();
  }
}

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
  }
}

/**
 * One PostgreSQL per test run (DATABASE_URL's server, or an embedded one in a temp dir) and
 * one migrated template database; each test file clones the template (see db.ts).
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
  const template = `caudal_tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await runMigrations(templateUrl.toString());
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

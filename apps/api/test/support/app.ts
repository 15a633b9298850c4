import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { Mail } from '../../src/lib/mailer.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export type TestContext = {
  app: App;
  database: TestDatabase;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
};

/**
 * Builds the app on a fresh database for the current test file (torn down after it).
 * Use the returned object's fields inside tests, after `beforeAll` has run.
 */
export function useTestApp(
  options: {
    webDist?: string;
    /** More settings, read when the app is built (after earlier `beforeAll` hooks ran). */
    env?: () => Record<string, string>;
    /** 'outbox': the app's own mailer, which writes to mail_outbox (no SMTP in tests). */
    mail?: 'capture' | 'outbox';
    /** A fixed day for figures that depend on today (fixedClock). */
    clock?: Clock;
  } = {},
): TestContext {
  const ctx = { mails: [] as Mail[] } as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({
      PUBLIC_URL: 'http://caudal.test',
      WEB_DIST: options.webDist ?? mkdtempSync(join(tmpdir(), 'caudal-nodist-')),
      ...options.env?.(),
    });
    ctx.app = await buildApp({
      config,
      db: ctx.database.db,
      sessionPool: ctx.database.sessionPool,
      databaseUrl: ctx.database.url,
      ...(options.clock ? { clock: options.clock } : {}),
      mailer:
        options.mail === 'outbox' ? undefined : { send: async (mail) => void ctx.mails.push(mail) },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

let ipCounter = 0;
/** A distinct client address, so per-IP rate limits of one test do not spill into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.200.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

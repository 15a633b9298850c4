import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { mailOutbox } from '../../../src/db/schema/index.ts';
import { fixedClock } from '../../../src/lib/clock.ts';
import { CLEANUP_JOB } from '../../../src/modules/maintenance/index.ts';
import { signedInUser } from '../../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../../support/db.ts';

const DAY = 24 * 3_600_000;
let database: TestDatabase;
let today: App;
let tomorrow: App;

const build = (clock: ReturnType<typeof fixedClock>) =>
  buildApp({
    config: loadConfig({ WEB_DIST: mkdtempSync(join(tmpdir(), 'caudal-nodist-')) }),
    db: database.db,
    databaseUrl: database.url,
    clock,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  const now = Date.now();
  today = await build(fixedClock(new Date(now)));
  // A second instance whose clock reads 25 hours later: its cleanup finds the sandbox expired.
  tomorrow = await build(fixedClock(new Date(now + DAY + 3_600_000)));
});
afterAll(async () => {
  await today?.close();
  await tomorrow?.close();
  await database?.close();
});

const sandboxes = async () =>
  Number(
    (
      await database.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM users WHERE is_sandbox`,
      )
    ).rows[0]?.n,
  );

describe('the quarter-hourly cleanup on the job queue', () => {
  it('is scheduled once, in Mexico City time, however many instances start', async () => {
    await today.jobs.start();
    await tomorrow.jobs.start();
    const { rows } = await database.db.execute<{ cron: string; timezone: string }>(
      sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${CLEANUP_JOB}`,
    );
    expect(rows).toEqual([{ cron: '*/15 * * * *', timezone: 'America/Mexico_City' }]);
    // From here on only the instance 25 hours ahead takes jobs.
    await today.jobs.stop();
  });

  it('a queued run deletes the demo sandboxes older than 24 hours', async () => {
    const login = await today.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await sandboxes()).toBe(1);
    await tomorrow.jobs.send(CLEANUP_JOB);
    await expect.poll(sandboxes, { timeout: 30_000, interval: 200 }).toBe(0);
  });

  it('mail accepted while the queue runs is delivered by it (to the log, without SMTP)', async () => {
    const account = await signedInUser({ database });
    const res = await tomorrow.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode).toBe(202);
    const status = async () =>
      (
        await database.db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, account.user.email))
      )[0]?.status;
    await expect.poll(status, { timeout: 30_000, interval: 200 }).toBe('logged');
  });
});

import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotificationsSchema, RuleRunsSchema, RuleSchema } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { checkOutboundUrl } from '../../../src/lib/outbound.ts';
import { TICK_JOB } from '../../../src/modules/automation/index.ts';
import { type SignedInUser, signedInUser } from '../../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../../support/db.ts';
import { expectBody } from '../../support/responses.ts';

// Issue 17 on the real job queue: two API instances on one database, as behind a load balancer.

let database: TestDatabase;
let one: App;
let two: App;
let hooks: Server;
let hookUrl = '';
const received: { body: string; signature: string | undefined; attempt: string | undefined }[] = [];
const today = todayInMexicoCity();

const build = () =>
  buildApp({
    config: loadConfig({
      PUBLIC_URL: 'http://caudal.test',
      WEB_DIST: mkdtempSync(join(tmpdir(), 'caudal-nodist-')),
      // A local test server stands in for the owner's system; retries 1 s apart.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_SECONDS: '1',
    }),
    db: database.db,
    databaseUrl: database.url,
    mailer: { send: async () => undefined },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  one = await build();
  two = await build();
  await Promise.all([one.jobs.start(), two.jobs.start()]);
  // The first delivery fails with a 500, the next ones succeed.
  hooks = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        body,
        signature: req.headers['x-caudal-signature'] as string | undefined,
        attempt: req.headers['x-caudal-attempt'] as string | undefined,
      });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((done) => hooks.listen(0, '127.0.0.1', done));
  const address = hooks.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/caudal`;
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  await new Promise((done) => hooks?.close(done));
  await database?.close();
});

const call = (owner: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  one.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

const count = async (query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: string }>(query)).rows[0]?.n);

describe('automation on the job queue', () => {
  it('a rule fires within a minute after an entry that crosses it is saved', async () => {
    const owner = await signedInUser({ database });
    await database.db.execute(sql`
      UPDATE companies SET cash_balance_cents = 1000000, cash_balance_on = ${addDays(today, -1)}::date
      WHERE id = ${owner.companyId}`);
    const rule = expectBody(
      await call(owner, 'POST', '/api/automation/rules', {
        name: 'Caja baja',
        type: 'financial',
        status: 'active',
        trigger: { kind: 'cash-below', amount: 8_000 },
        action: { kind: 'notify' },
      }),
      201,
      RuleSchema,
    );
    // Keep the minute's tick out of it: only the data change may evaluate the rule.
    await database.db.execute(
      sql`UPDATE automation_rules SET next_run_at = now() + interval '1 hour' WHERE id = ${rule.id}`,
    );
    const saved = Date.now();
    const res = await call(owner, 'POST', '/api/cash-flow/entries', {
      date: today,
      type: 'expense',
      amount: 3_000,
      category: 'Renta',
      description: 'Renta',
    });
    expect(res.statusCode, res.body).toBe(201);
    const unread = async () =>
      expectBody(await call(owner, 'GET', '/api/notifications/'), 200, NotificationsSchema).unread;
    await expect.poll(unread, { timeout: 60_000, interval: 250 }).toBe(1);
    expect(Date.now() - saved).toBeLessThan(60_000);
  }, 70_000);

  it('a rule saved while its condition already holds is checked at once', async () => {
    const owner = await signedInUser({ database });
    await database.db.execute(sql`
      UPDATE companies SET cash_balance_cents = 100000, cash_balance_on = ${today}::date
      WHERE id = ${owner.companyId}`);
    const rule = expectBody(
      await call(owner, 'POST', '/api/automation/rules', {
        name: 'Caja baja',
        type: 'financial',
        status: 'active',
        trigger: { kind: 'cash-below', amount: 5_000 },
        action: { kind: 'notify' },
      }),
      201,
      RuleSchema,
    );
    const reasons = () =>
      database.db
        .execute<{ reason: string; result: string }>(
          sql`SELECT reason, result FROM automation_runs WHERE rule_id = ${rule.id}`,
        )
        .then((r) => r.rows);
    await expect
      .poll(reasons, { timeout: 30_000, interval: 250 })
      .toEqual([{ reason: 'manual', result: 'fired' }]);
  }, 40_000);

  it('two instances ticking at once run a due rule exactly once', async () => {
    const owner = await signedInUser({ database });
    const rule = expectBody(
      await call(owner, 'POST', '/api/automation/rules', {
        name: 'Recordatorio',
        type: 'notification',
        status: 'active',
        trigger: { kind: 'schedule', frequency: 'daily', weekday: null, day: null, hour: 9 },
        action: { kind: 'notify' },
      }),
      201,
      RuleSchema,
    );
    await database.db.execute(
      sql`UPDATE automation_rules SET next_run_at = now() - interval '1 minute' WHERE id = ${rule.id}`,
    );
    await Promise.all([one.jobs.send(TICK_JOB), two.jobs.send(TICK_JOB), one.jobs.send(TICK_JOB)]);
    const runs = () =>
      count(sql`SELECT count(*) AS n FROM automation_runs WHERE rule_id = ${rule.id}`);
    await expect.poll(runs, { timeout: 30_000, interval: 250 }).toBe(1);
    // The other ticks are done too (their jobs completed) and ran nothing more.
    await expect
      .poll(
        () =>
          count(
            sql`SELECT count(*) AS n FROM pgboss.job WHERE name = ${TICK_JOB} AND state <> 'completed'`,
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toBe(0);
    expect(await runs()).toBe(1);
    const stored = await database.db.execute<{ next: Date }>(
      sql`SELECT next_run_at AS next FROM automation_rules WHERE id = ${rule.id}`,
    );
    // Next: tomorrow (or today) at 9:00 in Mexico City, 15:00 UTC.
    expect(new Date(stored.rows[0]?.next ?? 0).getUTCHours()).toBe(15);
  }, 70_000);

  it('a webhook reaches the server signed with the rule’s secret, and is retried after a 500', async () => {
    const owner = await signedInUser({ database });
    const rule = expectBody(
      await call(owner, 'POST', '/api/automation/rules', {
        name: 'A mi sistema',
        type: 'integration',
        status: 'active',
        trigger: { kind: 'schedule', frequency: 'daily', weekday: null, day: null, hour: 9 },
        action: { kind: 'webhook', url: hookUrl },
      }),
      201,
      RuleSchema,
    );
    await database.db.execute(
      sql`UPDATE automation_rules SET next_run_at = now() - interval '1 minute' WHERE id = ${rule.id}`,
    );
    await one.jobs.send(TICK_JOB);
    await expect.poll(() => received.length, { timeout: 30_000, interval: 200 }).toBe(2);
    for (const [i, r] of received.entries()) {
      const expected = `sha256=${createHmac('sha256', rule.webhookSecret ?? '')
        .update(r.body)
        .digest('hex')}`;
      expect(r.signature).toBe(expected);
      expect(r.attempt).toBe(String(i + 1));
      expect(JSON.parse(r.body)).toMatchObject({
        rule: { id: rule.id, name: 'A mi sistema' },
        title: 'Ejecución programada',
        attempt: i + 1,
      });
    }
    const attempts = await database.db.execute<{ attempt: number; status_code: number }>(
      sql`SELECT attempt, status_code FROM webhook_deliveries WHERE rule_id = ${rule.id} ORDER BY attempt`,
    );
    expect(attempts.rows).toEqual([
      { attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 200 },
    ]);
    // The rule's history shows both attempts under its run.
    const [run] = expectBody(
      await call(owner, 'GET', `/api/automation/rules/${rule.id}/runs`),
      200,
      RuleRunsSchema,
    ).runs;
    expect(run?.deliveries.map(({ at: _at, ...d }) => d)).toEqual([
      { attempt: 1, statusCode: 500, error: 'Respondió 500' },
      { attempt: 2, statusCode: 200, error: null },
    ]);
  }, 70_000);
});

describe('the webhook guard (server-side request forgery)', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.1/hook',
    'https://192.168.1.10/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://localhost/hook',
  ])('refuses %s', async (url) => {
    await expect(checkOutboundUrl(url, false)).rejects.toThrow(/red privada o local|https/);
  });

  it('refuses http and credentials; lets a public address through', async () => {
    await expect(checkOutboundUrl('http://93.184.216.34/hook', false)).rejects.toThrow(
      'El webhook debe usar https.',
    );
    await expect(checkOutboundUrl('https://a:b@93.184.216.34/hook', false)).rejects.toThrow(
      /usuario ni contraseña/,
    );
    await expect(checkOutboundUrl('https://93.184.216.34/hook', false)).resolves.toMatchObject({
      address: '93.184.216.34',
      family: 4,
    });
  });
});

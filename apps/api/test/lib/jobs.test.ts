import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs, type Jobs } from '../../src/lib/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

// Two API instances share one database: each starts its own queue on it.
const silent = { debug() {}, error() {}, warn() {} } as unknown as Parameters<
  typeof createJobs
>[0]['log'];

let database: TestDatabase;
const instances: Jobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE job_runs (job text, instance text)`);
});
afterAll(async () => {
  await Promise.all(instances.map((jobs) => jobs.stop()));
  await database?.close();
});

function instance(name: string) {
  const jobs = createJobs({
    connectionString: database.url,
    log: silent,
    pollingIntervalSeconds: 0.5,
  });
  jobs.define<{ n: number }>({
    name: 'test.count',
    run: async ({ n }) => {
      await database.db.execute(
        sql`INSERT INTO job_runs (job, instance) VALUES (${String(n)}, ${name})`,
      );
    },
  });
  instances.push(jobs);
  return jobs;
}

describe('the job queue', () => {
  it('runs each job exactly once, whichever of two instances picks it up', async () => {
    const a = instance('a');
    const b = instance('b');
    await a.start();
    await b.start();
    for (let n = 1; n <= 12; n++) await (n % 2 ? a : b).send('test.count', { n });
    await expect
      .poll(
        async () =>
          Number(
            (await database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM job_runs`))
              .rows[0]?.n,
          ),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(12);
    const { rows } = await database.db.execute<{ job: string; runs: string }>(
      sql`SELECT job, count(*) AS runs FROM job_runs GROUP BY job HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses to send before it is started, and a job cannot be defined twice', async () => {
    const c = createJobs({ connectionString: database.url, log: silent });
    await expect(c.send('test.count', { n: 0 })).rejects.toThrow(/not started/);
    c.define({ name: 'x.y', run: async () => {} });
    expect(() => c.define({ name: 'x.y', run: async () => {} })).toThrow(/twice/);
  });
});

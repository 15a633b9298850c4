// One company with many cash-flow entries (next to other companies), served by the real app
// over HTTP: the seed of the benches that measure a large company (dashboard, cash flow).
// DATABASE_URL set: a new database on that server; else an embedded PostgreSQL in a temp dir.

import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { connectDatabase } from '../../apps/api/src/db/client.ts';
import { todayInMexicoCity } from '../../apps/api/src/lib/clock.ts';
import { benchDatabase } from './bench-database.ts';

export type BigCompany = {
  /** The app's address. */
  base: string;
  /** The measured company's bearer token. */
  token: string;
  companyId: string;
  databaseUrl: string;
  /** Adds one entry to the measured company: its figures change, so memos are recomputed. */
  touch: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startBigCompany(options: {
  entries: number;
  otherCompanies?: number;
  otherEntries?: number;
}): Promise<BigCompany> {
  const { entries, otherCompanies = 5, otherEntries = 100_000 } = options;
  const bench = await benchDatabase();
  const databaseUrl = bench.url;
  const database = connectDatabase(databaseUrl);
  const app = await buildApp({
    config: loadConfig({}),
    db: database.db,
    sessionPool: database.sessionPool,
    databaseUrl,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function newCompany(n: number) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${n}.1` },
      body: JSON.stringify({
        email: `bench${n}@example.com`,
        username: `bench${n}`,
        full_name: 'Bench',
        password: 'bench-password-1',
      }),
    });
    const body = (await res.json()) as { access_token: string; user: { id: string } };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'SELECT company_id AS id FROM company_members WHERE user_id = $1',
      [body.user.id],
    );
    await client.end();
    return { token: body.access_token, companyId: rows[0].id as string };
  }

  async function seed(companyId: string, count: number) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // Spread over 5 years ending today; about 60 % income; 12 categories.
    await client.query(
      `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
       SELECT $1, $2::date - (i % 1826), CASE WHEN i % 5 < 3 THEN 'income' ELSE 'expense' END,
              1000 + (i::bigint * 7919) % 500000, 'Movimiento ' || i, 'Categoría ' || (i % 12)
       FROM generate_series(1, $3::int) AS i`,
      [companyId, todayInMexicoCity(), count],
    );
    await client.end();
  }

  const t0 = Date.now();
  const main = await newCompany(0);
  for (let n = 1; n <= otherCompanies; n++)
    await seed((await newCompany(n)).companyId, otherEntries);
  await seed(main.companyId, entries);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // As autovacuum would soon after such a load (the income summary too: migration 0026).
  await client.query('VACUUM ANALYZE cash_flow_entries, income_counterparty_monthly');
  await client.end();
  console.log(
    `Sembrado: ${entries.toLocaleString('es-MX')} movimientos en la empresa medida y ` +
      `${(otherCompanies * otherEntries).toLocaleString('es-MX')} en otras ${otherCompanies} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );

  return {
    base,
    token: main.token,
    companyId: main.companyId,
    databaseUrl,
    touch: async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(
        `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
         VALUES ($1, $2, 'income', 100, 'Toque', 'Categoría 0')`,
        [main.companyId, todayInMexicoCity()],
      );
      await c.end();
    },
    close: async () => {
      await app.close();
      await database.close();
      await bench.drop();
    },
  };
}

/** One call's time, in ms (a POST with `body` when given). */
export async function timedMs(company: BigCompany, path: string, body?: object): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${company.base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${company.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - start;
}

/** Median time of `runs` calls of `path` (after 3 of warm-up), in ms; a POST with `body`. */
export async function medianMs(
  company: BigCompany,
  path: string,
  runs: number,
  body?: object,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const ms = await timedMs(company, path, body);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

// Seeds one company with 1,000,000 cash-flow entries over 5 years (next to other companies)
// and prints the median latency of the dashboard and the metrics summary over real HTTP.
// Run: npm run bench:dashboard   (DATABASE_URL set: uses that server; else an embedded one)

import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import {
  type EmbeddedServer,
  ensureDatabase,
  startEmbeddedPostgres,
} from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { todayInMexicoCity } from '../apps/api/src/lib/clock.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const OTHER_COMPANIES = 5;
const OTHER_ENTRIES = 100_000;
const RUNS = 30;

let embedded: EmbeddedServer | undefined;
let dir: string | undefined;
let url = process.env.DATABASE_URL;
const dbName = `caudal_bench_${randomBytes(4).toString('hex')}`;
if (url) {
  await ensureDatabase(url, dbName);
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  url = u.toString();
} else {
  dir = mkdtempSync(join(tmpdir(), 'caudal-bench-'));
  chmodSync(dir, 0o755);
  embedded = await startEmbeddedPostgres({ dataDir: dir, database: dbName });
  url = embedded.url;
}
await runMigrations(url);
const database = connectDatabase(url);
const app = await buildApp({ config: loadConfig({}), db: database.db, databaseUrl: url });
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM companies WHERE owner_user_id = $1', [
    body.user.id,
  ]);
  await client.end();
  return { token: body.access_token, companyId: rows[0].id as string };
}

async function seed(companyId: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const today = todayInMexicoCity();
  // Spread over 5 years ending today; about 60 % income; 12 categories.
  await client.query(
    `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
     SELECT $1, $2::date - (i % 1826), CASE WHEN i % 5 < 3 THEN 'income' ELSE 'expense' END,
            1000 + (i::bigint * 7919) % 500000, 'Movimiento ' || i, 'Categoría ' || (i % 12)
     FROM generate_series(1, $3::int) AS i`,
    [companyId, today, count],
  );
  await client.end();
}

const t0 = Date.now();
const main = await newCompany(0);
for (let n = 1; n <= OTHER_COMPANIES; n++)
  await seed((await newCompany(n)).companyId, OTHER_ENTRIES);
await seed(main.companyId, ENTRIES);
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('VACUUM ANALYZE cash_flow_entries');
await client.end();
console.log(
  `Sembrado: ${ENTRIES.toLocaleString('es-MX')} movimientos en la empresa medida y ` +
    `${(OTHER_COMPANIES * OTHER_ENTRIES).toLocaleString('es-MX')} en otras ${OTHER_COMPANIES} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);

async function median(path: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${main.token}` },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

for (const path of [
  '/api/dashboard?period=7d',
  '/api/dashboard?period=30d',
  '/api/dashboard?period=90d',
  '/api/metrics/summary',
]) {
  console.log(
    `${path.padEnd(28)} mediana ${(await median(path)).toFixed(1)} ms (${RUNS} llamadas)`,
  );
}

await app.close();
await database.close();
if (embedded) await embedded.stop();
else {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
if (dir) rmSync(dir, { recursive: true, force: true });

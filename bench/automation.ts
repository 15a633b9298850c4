// One evaluation pass of the automation rules over 1,000 companies with the complete package's
// nine rules each (issue 17): the time the minute's tick takes to claim every due rule, and the
// time to evaluate every company's rules (eight conditions; the ninth, the weekly report, runs
// on Mondays), 4 companies at a time as four queue workers would.
// Run: npm run bench:automation   (BENCH_COMPANIES to change the count; DATABASE_URL as the others)

import { PACKAGE_RULES, RuleInputSchema } from '@caudal/contracts';
import pg from 'pg';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { automationRules } from '../apps/api/src/db/schema/index.ts';
import { todayInMexicoCity } from '../apps/api/src/lib/clock.ts';
import { claimDueRules } from '../apps/api/src/modules/automation/automation.repository.ts';
import { evaluateCompany } from '../apps/api/src/modules/automation/automation-engine.ts';
import { benchDatabase } from './lib/bench-database.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1_000);
const CONCURRENCY = 4;
const bench = await benchDatabase();
const databaseUrl = bench.url;
const database = connectDatabase(databaseUrl);
const today = todayInMexicoCity();

try {
  const seed = new pg.Client({ connectionString: databaseUrl });
  seed.on('error', () => undefined);
  await seed.connect();
  const t0 = Date.now();
  // Companies with a cash balance, a product, a fixed cost, a customer record and 120 entries
  // over the last four months (income and five expense categories).
  await seed.query(
    `INSERT INTO users (email, username, full_name)
     SELECT 'auto' || i || '@example.com', 'auto' || i, 'Dueña ' || i FROM generate_series(1, $1::int) i`,
    [COMPANIES],
  );
  // Each user the owner of one company (company_members), paired by row number.
  await seed.query(
    `WITH u AS (SELECT id, username, row_number() OVER (ORDER BY id) AS n FROM users),
     c AS (
       INSERT INTO companies (name, cash_balance_cents, cash_balance_on)
       SELECT 'Empresa ' || username, (random() * 20000000)::bigint, $1::date - 120 FROM u
       ORDER BY n RETURNING id
     )
     INSERT INTO company_members (user_id, company_id, role)
     SELECT u.id, c.id, 'owner'
     FROM u JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM c) c USING (n)`,
    [today],
  );
  await seed.query(
    `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
     SELECT c.id, $1::date - (i % 120), CASE WHEN i % 3 = 0 THEN 'income' ELSE 'expense' END,
            10000 + (i * 7919) % 500000, 'Movimiento ' || i,
            CASE WHEN i % 3 = 0 THEN 'Ventas' ELSE 'Categoría ' || (i % 5) END
     FROM companies c, generate_series(1, 120) i`,
    [today],
  );
  await seed.query(
    `INSERT INTO products (company_id, name, price_cents, variable_cost_cents, monthly_sales, category)
     SELECT id, 'Producto', 10000, 4000, 50, 'General' FROM companies`,
  );
  await seed.query(
    `INSERT INTO fixed_costs (company_id, name, amount_cents, category, recurring)
     SELECT id, 'Renta', 800000, 'Renta', true FROM companies`,
  );
  await seed.query(
    `INSERT INTO customer_records (company_id, month, active_customers, new_customers, marketing_spend_cents)
     SELECT id, to_char($1::date, 'YYYY-MM'), 30, 10, 200000 FROM companies`,
    [today],
  );
  const { rows } = await seed.query<{ id: string }>('SELECT id FROM companies');
  const rules = PACKAGE_RULES.map((r) => RuleInputSchema.parse(r));
  for (let i = 0; i < rows.length; i += 100) {
    await database.db
      .insert(automationRules)
      .values(
        rows
          .slice(i, i + 100)
          .flatMap((c) =>
            rules.map((r) => ({ ...r, companyId: c.id, nextRunAt: new Date(Date.now() - 60_000) })),
          ),
      );
  }
  await seed.query('VACUUM ANALYZE');
  await seed.end();
  console.log(
    `Sembrado: ${rows.length.toLocaleString('es-MX')} empresas, ${(rows.length * 9).toLocaleString('es-MX')} reglas, ${(rows.length * 120).toLocaleString('es-MX')} movimientos (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );

  let start = performance.now();
  const claimed = await claimDueRules(database.db, new Date(), 20_000);
  console.log(
    `El tick reclama ${claimed.length.toLocaleString('es-MX')} reglas vencidas: ${(performance.now() - start).toFixed(0)} ms`,
  );

  const deps = {
    db: database.db,
    jobs: { send: async () => undefined } as never,
    mailer: { send: async () => undefined },
    publicUrl: 'http://localhost:3000',
    webhooksAllowPrivate: false,
    log: { warn: (...args: unknown[]) => console.warn(...args) },
  };
  const queue = rows.map((r) => r.id);
  let fired = 0;
  start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const r = await evaluateCompany(
          deps,
          { companyId: id, ruleIds: null, reason: 'data' },
          new Date(),
          today,
        );
        fired += r.fired;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `Una pasada de evaluación: ${rows.length.toLocaleString('es-MX')} empresas × 8 condiciones en ${seconds.toFixed(1)} s (${CONCURRENCY} a la vez; ${((seconds * 1000) / rows.length).toFixed(1)} ms por empresa; ${fired.toLocaleString('es-MX')} reglas dispararon)`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
  await bench.drop();
}

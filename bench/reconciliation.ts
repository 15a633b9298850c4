// Reconciliation (issue 32) through the real app over HTTP: a company with 10,000 bank
// movements and 10,000 CFDI movements (8,000 of them the same money: same amount, 0–3 days
// apart, half naming the counterparty), 500 open invoices, then GET /api/reconciliation timed
// over several runs, and 50 proposals confirmed one by one. Aim: the read under 10 s.
// Run: npm run bench:reconciliation   (BENCH_BANK, BENCH_CFDI to change the sizes)

import pg from 'pg';
import { startBigCompany } from './lib/big-company.ts';

const BANK = Number(process.env.BENCH_BANK ?? 10_000);
const CFDI = Number(process.env.BENCH_CFDI ?? 10_000);
const RUNS = 3;

const company = await startBigCompany({ entries: 0, otherCompanies: 0 });
const auth = { authorization: `Bearer ${company.token}` };
const client = new pg.Client({ connectionString: company.databaseUrl });
await client.connect();

try {
  const paired = Math.floor(Math.min(BANK, CFDI) * 0.8);
  // Amounts and days from the index, so every run seeds the same company.
  await client.query(
    `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category,
       source, external_id, counterpart_rfc, iva_cents, subtotal_cents)
     SELECT $1, date '2025-01-01' + (i % 600), CASE WHEN i % 3 = 0 THEN 'expense' ELSE 'income' END,
       10000 + (i * 7919) % 5000000,
       CASE WHEN i % 3 = 0 THEN 'Factura A-' || i || ' · PROVEEDOR ' || (i % 200)
            ELSE 'Factura F-' || i || ' · CLIENTE ' || (i % 300) END,
       CASE WHEN i % 3 = 0 THEN 'Insumos' ELSE 'Ventas' END, 'import',
       'cfdi:' || upper(md5(i::text)), 'RFC' || lpad((i % 300)::text, 6, '0') || 'AA1',
       round((10000 + (i * 7919) % 5000000) * 16 / 116.0), 0
     FROM generate_series(1, $2::int) AS i`,
    [company.companyId, CFDI],
  );
  await client.query(
    `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category,
       source, external_id)
     SELECT $1, date '2025-01-01' + (i % 600) + (i % 4),
       CASE WHEN i % 3 = 0 THEN 'expense' ELSE 'income' END,
       CASE WHEN i <= $3 THEN 10000 + (i * 7919) % 5000000 ELSE 20000 + (i * 104729) % 7000000 END,
       CASE WHEN i % 2 = 0 THEN 'SPEI ' || CASE WHEN i % 3 = 0 THEN 'PROVEEDOR ' || (i % 200)
            ELSE 'CLIENTE ' || (i % 300) END ELSE 'SPEI REF ' || i END,
       CASE WHEN i % 3 = 0 THEN 'General' ELSE 'Ventas' END, 'import', 'bank:' || md5('b' || i)
     FROM generate_series(1, $2::int) AS i`,
    [company.companyId, BANK, paired],
  );
  await client.query(
    `INSERT INTO fiscal_documents (company_id, uuid, direction, counterpart_name, counterpart_rfc,
       folio, issue_date, due_date, currency, exchange_rate, total_original_cents, total_cents,
       subtotal_cents, iva_cents, isr_withheld_cents, iva_withheld_cents)
     SELECT $1, upper(md5('d' || i)), 'receivable', 'CLIENTE ' || (i % 300),
       'RFC' || lpad((i % 300)::text, 6, '0') || 'AA1', 'P-' || i, date '2025-01-01' + (i % 600),
       date '2025-01-31' + (i % 600), 'MXN', 1, 50000 + i * 100, 50000 + i * 100,
       round((50000 + i * 100) / 1.16), (50000 + i * 100) - round((50000 + i * 100) / 1.16), 0, 0
     FROM generate_series(1, 500) AS i`,
    [company.companyId],
  );
  await client.query('ANALYZE cash_flow_entries');

  const times: number[] = [];
  type Body = { proposals: { id: string }[]; totals: Record<string, number> };
  let body: Body | null = null;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const res = await fetch(`${company.base}/api/reconciliation`, { headers: auth });
    if (res.status !== 200) throw new Error(`GET: ${res.status} ${await res.text()}`);
    body = (await res.json()) as Body;
    times.push((performance.now() - start) / 1000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Conciliación de ${BANK.toLocaleString('es-MX')} movimientos del banco contra ${CFDI.toLocaleString('es-MX')} CFDI y 500 facturas abiertas: ` +
      `GET /api/reconciliation ${sorted.map((s) => `${s.toFixed(2)} s`).join(', ')} (mediana ${sorted[1]?.toFixed(2)} s); ` +
      `${JSON.stringify((body as Body | null)?.totals)}; ${paired.toLocaleString('es-MX')} pares sembrados`,
  );
  const confirmTimes: number[] = [];
  for (const p of ((body as Body | null)?.proposals ?? []).slice(0, 50)) {
    const start = performance.now();
    const res = await fetch(`${company.base}/api/reconciliation/matches`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ proposalId: p.id }),
    });
    if (res.status !== 201) throw new Error(`POST: ${res.status} ${await res.text()}`);
    confirmTimes.push(performance.now() - start);
  }
  confirmTimes.sort((a, b) => a - b);
  console.log(
    `Confirmar una propuesta: mediana ${confirmTimes[Math.floor(confirmTimes.length / 2)]?.toFixed(1)} ms, ` +
      `máximo ${confirmTimes.at(-1)?.toFixed(1)} ms (${confirmTimes.length} confirmadas)`,
  );
} finally {
  await client.end();
  await company.close();
}

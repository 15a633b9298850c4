import { ANONYMOUS_SALES_PATTERN, isOwnerCategory, OWNER_CATEGORIES } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readParts } from '../../../src/db/parts.ts';
import { isOwnerMovement, type Range } from '../../../src/figures/index.ts';
import {
  buildCounterpartyWindow,
  periodByMonths,
  profitabilityParts,
} from '../../../src/modules/profitability/profitability.repository.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { commit, preview } from '../imports/support.ts';

// Alex's customer concentration reads `income_counterparty_monthly` (migration 0028), kept by
// triggers on the entries, instead of keying a year of descriptions on every read, and for its
// last 12 complete months the company's window (`income_counterparty_window`, migration 0029).
// These prove the new reads give what the old one gave (its SQL kept below as the reference)
// through every kind of write, and that both summaries always equal the entries summed afresh.

const t = useTestApp();

/** The read as it was before migration 0028: every entry keyed by text functions. */
async function before(companyId: string, range: Range) {
  const { rows } = await t.database.db.execute<{
    v: { largest: unknown[]; counterparties: unknown };
  }>(sql`
    WITH keyed AS (
      SELECT regexp_replace(translate(lower(btrim(
          CASE WHEN source = 'import' AND strpos(description, ' · ') > 0
            THEN regexp_replace(description, '^.* · ', '') ELSE description END)),
          'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), '\\s+', ' ', 'g') AS key,
        amount_cents
      FROM cash_flow_entries
      WHERE company_id = ${companyId} AND type = 'income' AND NOT ${isOwnerMovement()}
        AND date BETWEEN ${range.from} AND ${range.to} AND description IS NOT NULL
    ), named AS (
      SELECT key, sum(amount_cents) AS amount FROM keyed
      WHERE key <> '' AND key !~ ${ANONYMOUS_SALES_PATTERN}
      GROUP BY key HAVING sum(amount_cents) > 0
    )
    SELECT json_build_object(
      'largest', (SELECT coalesce(json_agg(amount ORDER BY amount DESC), '[]')
        FROM (SELECT amount FROM named ORDER BY amount DESC LIMIT 3) t),
      'counterparties', (SELECT count(*) FROM named)) AS v`);
  const v = rows[0]?.v ?? { largest: [], counterparties: 0 };
  // How many counterparties there were is no longer read (nothing used it).
  return { largest: v.largest.map(Number) };
}

const now = async (companyId: string, range: Range) =>
  (await readParts(t.database.db, { income: profitabilityParts(companyId, range).income })).income;

// Whole months, partial months at either end or both, one month's middle, a single day, a
// period before every entry, and one across the turn of the year.
const RANGES: Range[] = [
  { from: '2025-01-01', to: '2025-12-31' },
  { from: '2025-02-01', to: '2025-04-30' },
  { from: '2025-01-15', to: '2025-12-31' },
  { from: '2025-01-01', to: '2025-03-10' },
  { from: '2025-02-14', to: '2025-05-02' },
  { from: '2025-03-05', to: '2025-03-25' },
  { from: '2025-03-31', to: '2025-03-31' },
  { from: '2024-01-01', to: '2024-12-31' },
  { from: '2024-12-20', to: '2026-01-10' },
];

/** Every range reads the same as before, and the summary is the entries summed afresh. */
async function expectSameAsBefore(companyId: string) {
  for (const range of RANGES) {
    expect(await now(companyId, range), JSON.stringify(range)).toEqual(
      await before(companyId, range),
    );
  }
  const { rows } = await t.database.db.execute(sql`
    WITH fresh AS (
      SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
        income_counterparty_key(description, source) AS counterparty,
        sum(amount_cents)::bigint AS amount_cents, count(*)::int AS entries
      FROM cash_flow_entries WHERE type = 'income' GROUP BY 1, 2, 3, 4
    ), kept AS (
      SELECT company_id, month, category, counterparty, amount_cents, entries
      FROM income_counterparty_monthly
    )
    (SELECT 'missing' AS problem, * FROM (TABLE fresh EXCEPT TABLE kept) m)
    UNION ALL (SELECT 'extra', * FROM (TABLE kept EXCEPT TABLE fresh) e)`);
  expect(rows).toEqual([]);
  // The window: the income of its twelve months by counterparty, owner categories left out.
  const { rows: window } = await t.database.db.execute(sql`
    WITH fresh AS (
      SELECT income_counterparty_key(description, source) AS counterparty,
        sum(amount_cents)::bigint AS amount_cents, count(*)::int AS entries
      FROM cash_flow_entries e JOIN income_counterparty_windows s USING (company_id)
      WHERE company_id = ${companyId} AND type = 'income' AND NOT is_owner_category(category)
        AND date >= s.first_month AND date < s.first_month + interval '12 months'
      GROUP BY 1
    ), kept AS (
      SELECT counterparty, amount_cents, entries FROM income_counterparty_window
      WHERE company_id = ${companyId}
    )
    (SELECT 'missing' AS problem, * FROM (TABLE fresh EXCEPT TABLE kept) m)
    UNION ALL (SELECT 'extra', * FROM (TABLE kept EXCEPT TABLE fresh) e)`);
  expect(window).toEqual([]);
}

const YEAR: Range = { from: '2025-01-01', to: '2025-12-31' };

/** Brings the company's window to twelve months from `first`, as a read of Alex's period does. */
const windowFrom = (companyId: string, first: string) =>
  buildCounterpartyWindow(t.database.db, companyId, first);

type Row = [date: string, type: string, amount: number, description: string, category: string];

async function insert(companyId: string, rows: Row[], source = 'manual') {
  await t.database.db.execute(sql`
    INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category, source)
    VALUES ${sql.join(
      rows.map(
        ([date, type, amount, description, category]) =>
          sql`(${companyId}, ${date}, ${type}, ${amount}, ${description}, ${category}, ${source})`,
      ),
      sql`, `,
    )}`);
}

const MANUAL: Row[] = [
  ['2025-01-05', 'income', 500_000, 'Comercial Rocha', 'Ventas'],
  ['2025-01-20', 'income', 120_000, '  comercial   RÓCHA ', 'Ventas'],
  ['2025-02-03', 'income', 90_000, 'COMERCIAL ROCHA', 'Pedidos especiales'],
  ['2025-02-28', 'income', 310_000, 'Taller Díaz', 'Servicios'],
  ['2025-03-01', 'income', 45_000, 'taller diaz', 'Servicios'],
  ['2025-03-15', 'income', 800_000, 'Ventas de mostrador', 'Ventas'],
  ['2025-03-16', 'income', 700_000, 'VENTAS', 'Ventas'],
  ['2025-03-17', 'income', 650_000, 'Venta del día', 'Ventas'],
  ['2025-03-18', 'income', 640_000, '  Ventas  ', 'Ventas'],
  ['2025-03-19', 'income', 30_000, 'Ventanas Ñandú', 'Ventas'],
  ['2025-03-25', 'income', 20_000, 'Factura A-1 · Cliente manual', 'Ventas'],
  ['2025-03-31', 'income', 15_000, '   ', 'Ventas'],
  ['2025-04-10', 'income', 1_000_000, 'Aportación de capital', 'Aportaciones de los dueños'],
  ['2025-04-11', 'income', 900_000, 'Socio', ' APORTACIÓN DEL DUEÑO '],
  ['2025-04-12', 'expense', 2_000_000, 'Comercial Rocha', 'Insumos'],
  ['2025-05-02', 'income', 75_000, 'Úrsula Peña', 'Servicios'],
  ['2025-06-30', 'income', 60_000, 'ursula pena', 'Servicios'],
  ['2025-12-31', 'income', 55_000, 'Fin de año', 'Ventas'],
  ['2026-01-02', 'income', 44_000, 'Año nuevo', 'Ventas'],
];

const IMPORTED: Row[] = [
  ['2025-01-31', 'income', 210_000, 'Factura A-12 · Taller Díaz', 'Servicios'],
  ['2025-02-01', 'income', 220_000, 'Factura A-13 · Grupo · Ñu Élite', 'Servicios'],
  ['2025-02-15', 'income', 230_000, 'Factura A-14 · ñu élite', 'Servicios'],
  ['2025-03-10', 'income', 240_000, 'Factura A-15 · Ventas del Norte', 'Servicios'],
  ['2025-03-11', 'income', 250_000, 'Depósito sin nombre', 'Servicios'],
  ['2025-03-12', 'income', 260_000, 'Factura A-16 · ', 'Servicios'],
  ['2025-04-01', 'expense', 270_000, 'Factura P-1 · Proveedor', 'Insumos'],
];

describe('income by counterparty, summed when written (migration 0028)', () => {
  it('periodByMonths: the whole months of a period and the days around them', () => {
    expect(periodByMonths({ from: '2025-01-01', to: '2025-12-31' })).toEqual({
      first: '2025-01-01',
      end: '2026-01-01',
      days: [],
    });
    expect(periodByMonths({ from: '2025-01-15', to: '2025-03-10' })).toEqual({
      first: '2025-02-01',
      end: '2025-03-01',
      days: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-03-01', to: '2025-03-10' },
      ],
    });
    expect(periodByMonths({ from: '2025-03-05', to: '2025-03-25' })).toEqual({
      first: '2025-04-01',
      end: '2025-04-01',
      days: [{ from: '2025-03-05', to: '2025-03-25' }],
    });
    expect(periodByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      first: '2024-02-01',
      end: '2024-03-01',
      days: [],
    });
  });

  it('reads as before through inserts, edits, moves, deletes and another company', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const id = owner.companyId;
    // A window held from the start is kept by the triggers through every write below.
    await windowFrom(id, '2025-01-01');
    await insert(id, MANUAL);
    await insert(id, IMPORTED, 'import');
    // Another company with the same names never counts in the first one's.
    await insert(other.companyId, MANUAL.slice(0, 6));
    await expectSameAsBefore(id);
    const concentration = await now(id, { from: '2025-01-01', to: '2025-12-31' });
    // Comercial Rocha 5,000 + 1,200 + 900 = 7,100; Taller Díaz 3,100 + 450 + 2,100 = 5,650.
    expect(concentration.largest.slice(0, 2)).toEqual([710_000, 565_000]);

    const edit = (set: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
      t.database.db.execute(
        sql`UPDATE cash_flow_entries SET ${set} WHERE company_id = ${id} AND ${where}`,
      );
    // The same customer spelt another way, and another customer.
    await edit(sql`description = 'COMERCIAL  rocha'`, sql`description = 'Comercial Rocha'`);
    await edit(sql`description = 'Rocha y Asociados'`, sql`description = 'COMERCIAL ROCHA'`);
    await expectSameAsBefore(id);
    // Moved between months and years, and between income and expense.
    await edit(sql`date = '2025-06-15'`, sql`description = 'Taller Díaz'`);
    await edit(sql`date = '2024-12-31'`, sql`description = 'taller diaz'`);
    await edit(sql`type = 'expense'`, sql`description = 'Úrsula Peña'`);
    await edit(sql`type = 'income'`, sql`description = 'Factura P-1 · Proveedor'`);
    await expectSameAsBefore(id);
    // Into an owner's category and back out; a new amount; a manual entry made an import.
    await edit(sql`category = 'Retiro de utilidades'`, sql`description = 'ursula pena'`);
    await edit(sql`category = 'Servicios'`, sql`description = 'Socio'`);
    await edit(sql`amount_cents = amount_cents * 3`, sql`description LIKE 'Factura A-1%'`);
    await edit(sql`source = 'import'`, sql`description = 'Factura A-1 · Cliente manual'`);
    await expectSameAsBefore(id);
    // Every entry touched with nothing that counts changed, then several rows at once.
    await edit(sql`recurring = true`, sql`true`);
    await edit(sql`date = date + 20`, sql`type = 'income'`);
    await expectSameAsBefore(id);
    await t.database.db.execute(
      sql`DELETE FROM cash_flow_entries WHERE company_id = ${id} AND description ILIKE '%rocha%'`,
    );
    await t.database.db.execute(sql`DELETE FROM cash_flow_entries
      WHERE company_id = ${id} AND id = (SELECT min(id::text)::uuid FROM cash_flow_entries
        WHERE company_id = ${id} AND type = 'income')`);
    await expectSameAsBefore(id);
    await expectSameAsBefore(other.companyId);
    // The window moved a month on (rebuilt from the monthly summary) and back, as months turn.
    await windowFrom(id, '2025-02-01');
    await expectSameAsBefore(id);
    await edit(sql`amount_cents = amount_cents + 1`, sql`date < '2025-03-01'`);
    await windowFrom(id, '2025-01-01');
    await expectSameAsBefore(id);
    // A company's rows go with it, and a read racing its deletion builds nothing.
    await windowFrom(other.companyId, '2025-01-01');
    await t.database.db.execute(sql`DELETE FROM companies WHERE id = ${other.companyId}`);
    await windowFrom(other.companyId, '2025-02-01');
    const { rows } = await t.database.db.execute(sql`
      SELECT 1 FROM income_counterparty_monthly WHERE company_id = ${other.companyId}
      UNION ALL SELECT 1 FROM income_counterparty_window WHERE company_id = ${other.companyId}
      UNION ALL SELECT 1 FROM income_counterparty_windows WHERE company_id = ${other.companyId}`);
    expect(rows).toEqual([]);
    await expectSameAsBefore(id);
  });

  it('reads its twelve months from the window only while the window holds them', async () => {
    const { companyId: id } = await signedInUser(t);
    await insert(id, MANUAL);
    // Comercial Rocha 7,100; Taller Díaz 3,550; Úrsula Peña 750 + 600 = 1,350 (the 'Ventas …'
    // entries are no one's and the owners' 19,000 are not income from a customer).
    const expected = { largest: [710_000, 355_000, 135_000] };
    expect(await now(id, YEAR)).toEqual(expected);
    await windowFrom(id, '2025-01-01');
    expect(await now(id, YEAR)).toEqual(expected);
    // Proof of which summary answers: a change made to the window alone shows in the year
    // (Taller Díaz falls to 1 centavo; 'Fin de año', 550, is third)...
    await t.database.db.execute(sql`UPDATE income_counterparty_window SET amount_cents = 1
      WHERE company_id = ${id} AND counterparty = 'taller diaz'`);
    expect(await now(id, YEAR)).toEqual({ largest: [710_000, 135_000, 55_000] });
    // ...and not in twelve months the window does not hold, nor once it has moved on.
    expect((await now(id, { from: '2024-12-01', to: '2025-11-30' })).largest[1]).toBe(355_000);
    await windowFrom(id, '2025-02-01');
    expect(await now(id, YEAR)).toEqual(expected);
  });

  it('a month turn rebuilding the window waits for a write in flight and keeps it', async () => {
    const { companyId: id } = await signedInUser(t);
    await insert(id, MANUAL);
    await windowFrom(id, '2025-01-01');
    const writer = await t.database.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
         VALUES ($1, '2025-12-20', 'income', 990000, 'Cliente de diciembre', 'Ventas')`,
        [id],
      );
      // The rebuild cannot take the company's lock while the write is uncommitted.
      let built = false;
      const rebuild = windowFrom(id, '2025-02-01').then(() => {
        built = true;
      });
      let waiting = false;
      for (let i = 0; i < 500 && !waiting; i++) {
        const { rows } = await t.database.pool.query(
          `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
        );
        waiting = rows.length > 0;
      }
      expect(waiting).toBe(true);
      expect(built).toBe(false);
      await writer.query('COMMIT');
      await rebuild;
    } finally {
      writer.release();
    }
    // December's customer is in the rebuilt window (February 2025 to January 2026), first.
    expect((await now(id, { from: '2025-02-01', to: '2026-01-31' })).largest[0]).toBe(990_000);
    await expectSameAsBefore(id);
  });

  it('knows the owner categories as finance does', async () => {
    const categories = [
      ...OWNER_CATEGORIES.withdrawals,
      ...OWNER_CATEGORIES.contributions,
      '  APORTACIÓN DE CAPITAL ',
      'dividendos',
      'Ventas',
      'Retiro',
      'Aportación de capital extra',
      'Dividendos pagados',
      '',
    ];
    const { rows } = await t.database.db.execute<{ category: string; owner: boolean }>(sql`
      SELECT category, is_owner_category(category) AS owner
      FROM unnest(${sql.param(categories)}::text[]) AS category`);
    expect(rows.filter((r) => r.owner).length).toBe(16);
    for (const { category, owner } of rows) expect(owner, category).toBe(isOwnerCategory(category));
  });

  it('stays exact through a bank import, its undo, and the whole company exported and imported', async () => {
    const owner = await signedInUser(t);
    const id = owner.companyId;
    // (A blank description cannot travel in the export document.)
    await insert(
      id,
      MANUAL.filter(([, , , description]) => description.trim() !== ''),
    );
    const csv = [
      'FECHA,DESCRIPCIÓN,CARGO,ABONO,SALDO',
      '03/03/2025,DEPOSITO DE TERCERO COMERCIAL ROCHA,,"1,800.00","21,012.26"',
      '28/02/2025,DEPÓSITO  Taller Díaz,,"2,500.00","19,212.26"',
      '27/02/2025,VENTAS TPV,,"7,502.01","16,712.25"',
      '26/02/2025,PAGO CFE SUMINISTRADOR,-750.00,,"9,210.24"',
    ].join('\r\n');
    const p = await preview(t, owner.headers, 'bbva.csv', Buffer.from(csv, 'utf8'));
    await commit(t, owner.headers, p.id);
    const { rows: imported } = await t.database.db.execute(
      sql`SELECT 1 FROM cash_flow_entries WHERE company_id = ${id} AND import_id = ${p.id}`,
    );
    expect(imported).toHaveLength(4);
    await expectSameAsBefore(id);
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/imports/${p.id}`,
      headers: owner.headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await expectSameAsBefore(id);

    const exported = await t.app.inject({
      url: '/api/financial-data/export',
      headers: owner.headers,
    });
    expect(exported.statusCode).toBe(200);
    const yearBefore = await now(id, { from: '2025-01-01', to: '2025-12-31' });
    // Replacing the company with its own document deletes and inserts every entry.
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/financial-data/import',
      headers: owner.headers,
      payload: exported.json(),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await expectSameAsBefore(id);
    expect(await now(id, { from: '2025-01-01', to: '2025-12-31' })).toEqual(yearBefore);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { exportedTables, NOT_EXPORTED } from '../../../src/modules/privacy/data-export.ts';
import { type SignedInUser, signedInUser, TEST_PASSWORD } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

// Issue 20: the owner's data rights. "Descargar mis datos" holds every table's rows of the
// company and the person (and nobody else's); "Eliminar cuenta" removes them all.

const t = useTestApp();
type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A company with rows in a dozen tables, written the way the owner would. */
async function seeded(): Promise<SignedInUser> {
  const owner = await signedInUser(t, { company_name: 'Taller Ruiz' });
  const ok = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await call(owner.headers, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  await ok('POST', '/api/products', {
    name: 'Cambio de aceite',
    price: 900,
    variableCost: 420,
    monthlySales: 90,
    category: 'Servicios',
  });
  await ok('POST', '/api/fixed-costs', {
    name: 'Renta',
    amount: 15000,
    category: 'Renta',
    recurring: true,
  });
  for (const [date, type, amount, category] of [
    ['2026-10-03', 'income', 81_000, 'Ventas'],
    ['2026-10-05', 'expense', 15_000, 'Renta'],
    ['2026-11-03', 'income', '=HYPERLINK("x")', 'Ventas'],
  ] as const) {
    const isFormula = typeof amount === 'string';
    await ok('POST', '/api/cash-flow/entries', {
      date,
      type,
      amount: isFormula ? 1_000 : amount,
      category,
      description: isFormula ? amount : category,
    });
  }
  await ok('PUT', '/api/config/user', { section: 'appearance', settings: { theme: 'dark' } });
  await ok('PUT', '/api/config/user', { section: 'analysis', settings: { default_period: 'ytd' } });
  await ok('PUT', '/api/agents/maya/status', { paused: true });
  await t.database.db.execute(sql`
    INSERT INTO notifications (user_id, company_id, title, message)
    VALUES (${owner.user.id}, ${owner.companyId}, 'Caja baja', 'Tu caja está por debajo del mínimo')`);
  return owner;
}

async function unzip(body: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (e, stream) => {
        if (e) return reject(e);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

const download = async (headers: Headers) => {
  const res = await call(headers, 'GET', '/api/account/data-export');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /attachment; filename="caudal-mis-datos-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  return unzip(res.rawPayload);
};

describe('GET /api/account/data-export', () => {
  it('classifies every table: exported, or named as nobody’s data', async () => {
    const { rows } = await t.database.db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    const exported = new Set((await exportedTables(t.database.db)).map((x) => x.table));
    const unclassified = rows
      .map((r) => r.table_name)
      .filter((name) => !exported.has(name) && !NOT_EXPORTED.has(name));
    expect(unclassified).toEqual([]);
    for (const name of [
      'companies',
      'users',
      'cash_flow_entries',
      'goals',
      'notifications',
      'advisor_analyses',
      'webhook_deliveries',
      'user_settings',
      'company_settings',
      'agent_settings',
    ]) {
      expect(exported.has(name), name).toBe(true);
    }
  });

  it('holds every row of the company and the person, as JSON and CSV, and nothing of another company', async () => {
    const owner = await seeded();
    const stranger = await seeded();
    const files = await download(owner.headers);

    expect(files.get('LEEME.txt')).toMatch(/Tus datos en Caudal/);
    const doc = JSON.parse(files.get('empresa.json') ?? '{}');
    expect(doc.company.name).toBe('Taller Ruiz');
    expect(doc.cashFlow).toHaveLength(3);

    const tables = await exportedTables(t.database.db);
    let withRows = 0;
    for (const table of tables) {
      const json = JSON.parse(files.get(`tablas/${table.table}.json`) ?? 'null') as Record<
        string,
        unknown
      >[];
      const { rows } = await t.database.db.$client.query(
        `SELECT count(*)::int AS n FROM "${table.table}" WHERE ${table.where}`,
        [owner.companyId, owner.user.id],
      );
      expect(json, table.table).toHaveLength(rows[0].n);
      if (json.length > 0) withRows += 1;
      const csv = files.get(`tablas/${table.table}.csv`) ?? '';
      expect(csv.startsWith('\uFEFF'), table.table).toBe(true);
      // A header and one line per row (no value here spans lines).
      expect(csv.trimEnd().split('\r\n'), table.table).toHaveLength(json.length + 1);
    }
    expect(withRows).toBeGreaterThanOrEqual(10);

    const entries = JSON.parse(files.get('tablas/cash_flow_entries.json') ?? '[]') as {
      amount_cents: number;
      description: string;
    }[];
    expect(entries.map((e) => e.amount_cents).sort((a, b) => a - b)).toEqual([
      100_000, 1_500_000, 8_100_000,
    ]);
    expect(JSON.parse(files.get('tablas/company_settings.json') ?? '[]')[0].default_period).toBe(
      'ytd',
    );
    expect(JSON.parse(files.get('tablas/agent_settings.json') ?? '[]')).toMatchObject([
      { agent_id: 'maya', paused: true },
    ]);
    // A formula typed as a description is text in the CSV.
    expect(files.get('tablas/cash_flow_entries.csv')).toContain(`"'=HYPERLINK(""x"")"`);

    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(stranger.companyId);
    expect(everything).not.toContain(stranger.user.id);
    expect(everything).not.toMatch(/password_hash|token_hash|scrypt/);
  });
});

describe('DELETE /api/auth/me', () => {
  it('asks for the password, then removes the company’s rows in every table and ends the sessions', async () => {
    const owner = await seeded();
    const other = await seeded();
    expectDetail(
      await call(owner.headers, 'DELETE', '/api/auth/me', { password: 'otra-clave-mala' }),
      400,
      'La contraseña no es correcta',
    );
    expectDetail(await call(owner.headers, 'DELETE', '/api/auth/me', {}), 400, /contraseña/);

    const tables = await exportedTables(t.database.db);
    const count = async (who: SignedInUser) => {
      let total = 0;
      for (const table of tables) {
        const { rows } = await t.database.db.$client.query(
          `SELECT count(*)::int AS n FROM "${table.table}" WHERE ${table.where}`,
          [who.companyId, who.user.id],
        );
        total += rows[0].n;
      }
      return total;
    };
    const otherBefore = await count(other);
    expect(await count(owner)).toBeGreaterThan(10);

    const res = await call(owner.headers, 'DELETE', '/api/auth/me', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(await count(owner)).toBe(0);
    // Rows that name the company without its table's scope: none left anywhere.
    const { rows: orphans } = await t.database.db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id'`);
    for (const { table_name } of orphans) {
      const { rows } = await t.database.db.$client.query(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE company_id = $1`,
        [owner.companyId],
      );
      expect(rows[0].n, table_name).toBe(0);
    }
    expect((await call(owner.headers, 'GET', '/api/auth/me')).statusCode).toBe(401);
    // The other company is untouched.
    expect(await count(other)).toBe(otherBefore);
    const mail = t.mails.filter((m) => m.to === owner.user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Eliminamos tu cuenta de Caudal']);
    expect(mail[0]?.text).toMatch(/eliminamos tu cuenta de Caudal, tu empresa y todos sus datos/);
  });
});

describe('DELETE /api/auth/me for the demo', () => {
  it('refuses: a sandbox has no password and is deleted on its own', async () => {
    const visitor = await signedInUser(t);
    await t.database.db.execute(
      sql`UPDATE users SET password_hash = NULL, is_sandbox = true WHERE id = ${visitor.user.id}`,
    );
    expectDetail(
      await call(visitor.headers, 'DELETE', '/api/auth/me', { password: TEST_PASSWORD }),
      403,
      /cuenta demo no se elimina/,
    );
    expect((await call(visitor.headers, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

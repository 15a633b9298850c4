import {
  CashFlowPageSchema,
  DashboardSchema,
  MetricsSummaryResponseSchema,
} from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { bearer, signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

// The dashboard and the header summary are computed once per version of the company's data
// (lib/figures-memo.ts). These tests prove a figure is never older than the data: after a
// write through another instance, and after a write that bypasses the API altogether.

const t = useTestApp();
let other: App;
beforeAll(async () => {
  other = await buildApp({
    config: loadConfig({ WEB_DIST: '/nonexistent' }),
    db: t.database.db,
    databaseUrl: t.database.url,
  });
  await other.ready();
});
afterAll(() => other?.close());

const today = todayInMexicoCity();
const summary = async (app: App, headers: Record<string, string>) =>
  expectBody(
    await app.inject({ url: '/api/metrics/summary', headers }),
    200,
    MetricsSummaryResponseSchema,
  ).summary;
const income30d = async (app: App, headers: Record<string, string>) => {
  const d = expectBody(
    await app.inject({ url: '/api/dashboard?period=30d', headers }),
    200,
    DashboardSchema,
  );
  return d.cards.revenue.value;
};

describe('figures follow the data at once', () => {
  it('a product saved through another instance changes this instance’s summary', async () => {
    const { headers } = await signedInUser(t);
    expect((await summary(t.app, headers)).primary.value).toBe('Sin datos');
    expect((await summary(t.app, headers)).primary.value).toBe('Sin datos'); // now memoized
    const res = await other.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: { name: 'Pan', price: 100, variableCost: 40, monthlySales: 300, category: 'Pan' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await summary(t.app, headers)).primary.value).not.toBe('Sin datos');
  });

  it('an entry written straight into the database shows on the next dashboard', async () => {
    const account = await signedInUser(t);
    const headers = bearer(account.access_token);
    expect(await income30d(t.app, headers)).toBe(0);
    await t.database.db.execute(sql`
      INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
      SELECT id, ${today}, 'income', 1234500, 'Venta de mostrador', 'Ventas'
      FROM companies WHERE id = ${account.companyId}`);
    expect(await income30d(t.app, headers)).toBe(12_345);
    await t.database.db.execute(sql`
      UPDATE cash_flow_entries SET amount_cents = 100000
      WHERE company_id = (SELECT id FROM companies WHERE id = ${account.companyId})`);
    expect(await income30d(t.app, headers)).toBe(1_000);
  });

  it('the entries page counts an entry saved elsewhere or straight into the database', async () => {
    const account = await signedInUser(t);
    const headers = bearer(account.access_token);
    const page = async (query = '') =>
      expectBody(
        await t.app.inject({ url: `/api/cash-flow/entries?page=1&pageSize=20${query}`, headers }),
        200,
        CashFlowPageSchema,
      );
    expect((await page()).total).toBe(0);
    expect((await page('&type=income')).total).toBe(0); // both counts now memoized
    const saved = await other.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: {
        date: today,
        type: 'income',
        amount: 500,
        description: 'Venta',
        category: 'Ventas',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await page()).total).toBe(1);
    expect((await page('&type=income')).total).toBe(1);
    await t.database.db.execute(sql`
      INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
      SELECT id, ${today}, 'expense', 20000, 'Renta', 'Renta'
      FROM companies WHERE id = ${account.companyId}`);
    const after = await page();
    expect(after.total).toBe(2);
    expect(after.items.map((e) => e.description).sort()).toEqual(['Renta', 'Venta']);
    expect((await page('&type=income')).total).toBe(1);
  });

  it('a logout through another instance ends the session here at its next request', async () => {
    const { headers } = await signedInUser(t);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const out = await other.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics/summary', headers })).statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

// A company's amounts may add up to one billón pesos (10^12; finance COMPANY_TOTAL_MAX_PESOS):
// past it, some figure (a year of months, say) would leave the integers floating point holds
// exactly, and every screen of the company would fail.

const t = useTestApp();
const FIGURES = [
  '/api/dashboard?period=30d',
  '/api/dashboard?period=90d',
  '/api/metrics/summary',
  '/api/cash-flow/projected?month=2026-11',
  '/api/financial-data/export',
];
const TOO_LARGE = /sumarían más de un billón de pesos/;

describe('a company’s totals stay within what its figures can hold', () => {
  it('takes amounts up to one billón pesos, refuses one peso more and keeps what it had', async () => {
    const { headers } = await signedInUser(t);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    // Twenty products selling $50,000 million a month each: a $1,000,000 million month.
    for (let i = 1; i <= 20; i++) {
      const res = await post('/api/products', {
        name: `Línea ${i}`,
        price: 500_000_000,
        variableCost: 200_000_000,
        monthlySales: 100,
        category: 'Mayoreo',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // And ten entries of $100,000 million, half of them expenses: $1,000,000 million in all.
    for (let i = 1; i <= 10; i++) {
      const res = await post('/api/cash-flow/entries', {
        date: '2026-11-20',
        type: i % 2 ? 'income' : 'expense',
        amount: 100_000_000_000,
        description: `Operación ${i}`,
        category: 'Mayoreo',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const url of FIGURES) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }

    expectDetail(
      await post('/api/fixed-costs', {
        name: 'Renta',
        amount: 1,
        category: 'Renta',
        recurring: true,
      }),
      400,
      TOO_LARGE,
    );
    expectDetail(
      await post('/api/cash-flow/entries', {
        date: '2026-11-21',
        type: 'expense',
        amount: 0.01,
        description: 'Un centavo',
        category: 'Otros',
      }),
      400,
      TOO_LARGE,
    );
    const products = await t.app.inject({ url: '/api/products', headers });
    const [first] = products.json() as { id: string }[];
    expectDetail(
      await t.app.inject({
        method: 'PUT',
        url: `/api/products/${first?.id}`,
        headers,
        payload: {
          name: 'Línea 1',
          price: 500_000_000,
          variableCost: 200_000_000,
          monthlySales: 101,
          category: 'Mayoreo',
        },
      }),
      400,
      TOO_LARGE,
    );
    // Nothing of the refused writes was kept.
    const entries = await t.app.inject({
      url: '/api/cash-flow/entries?page=1&pageSize=50',
      headers,
    });
    expect(entries.json().total).toBe(10);
    expect((await t.app.inject({ url: '/api/fixed-costs', headers })).json()).toEqual([]);
    const kept = await t.app.inject({ url: `/api/products/${first?.id}`, headers });
    expect(kept.json().monthlySales).toBe(100);
  });

  it('answers a clear 422, never a 500, for totals written past the limit behind its back', async () => {
    const account = await signedInUser(t);
    // 1,000 entries of $100,000 million: $100 billones, written straight into the database.
    await t.database.db.execute(sql`
      INSERT INTO cash_flow_entries (company_id, date, type, amount_cents, description, category)
      SELECT c.id, '2026-11-20', 'income', 10000000000000, 'Venta', 'Ventas'
      FROM companies c, generate_series(1, 1000) WHERE c.id = ${account.companyId}`);
    for (const url of FIGURES.slice(0, 3)) {
      expectDetail(
        await t.app.inject({ url, headers: account.headers }),
        422,
        /demasiado grandes para calcularlas con exactitud/,
      );
    }
  });
});

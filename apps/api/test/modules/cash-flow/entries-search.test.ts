import { CashFlowCategoriesSchema, CashFlowPageSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// `q`: text within the description, in the list (with its count) and in the CSV export.

const t = useTestApp();

async function company() {
  const { headers } = await signedInUser(t);
  for (const [description, amount] of [
    ['Pago de LUZ', 800],
    ['Recibo de luz, bodega', 450],
    ['Venta con 50% de descuento', 1_000],
    ['Venta de pan', 1_200],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: { date: '2026-03-10', type: 'expense', amount, description, category: 'Servicios' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return headers;
}

const list = (headers: Record<string, string>, query: string) =>
  t.app.inject({ url: `/api/cash-flow/entries?${query}`, headers });

describe('the entries’ text search', () => {
  it('finds text in the description without case, % and _ taken literally, counted right', async () => {
    const headers = await company();
    const luz = expectBody(await list(headers, 'q=luz'), 200, CashFlowPageSchema);
    expect(luz.total).toBe(2);
    expect(luz.items.map((e) => e.description).sort()).toEqual([
      'Pago de LUZ',
      'Recibo de luz, bodega',
    ]);
    const percent = expectBody(await list(headers, 'q=50%25'), 200, CashFlowPageSchema);
    expect(percent.items.map((e) => e.description)).toEqual(['Venta con 50% de descuento']);
    expect(expectBody(await list(headers, 'q=_'), 200, CashFlowPageSchema).total).toBe(0);
    // With another filter, and a page smaller than the matches.
    const paged = expectBody(await list(headers, 'q=venta&pageSize=1'), 200, CashFlowPageSchema);
    expect(paged).toMatchObject({ total: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);

    const csv = await t.app.inject({ url: '/api/cash-flow/entries/export.csv?q=luz', headers });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(csv.body).toContain('Pago de LUZ');
    expect(csv.body).not.toContain('Venta');
  });

  it('refuses an empty or overlong search in Spanish', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await list(headers, 'q='), 400, 'Escribe qué buscar');
    expectDetail(
      await list(headers, `q=${'a'.repeat(101)}`),
      400,
      'La búsqueda puede tener como máximo 100 caracteres',
    );
  });

  it('lists the company’s own categories, most used first, and no one else’s', async () => {
    const headers = await company();
    await t.app.inject({
      method: 'POST',
      url: '/api/cash-flow/entries',
      headers,
      payload: {
        date: '2026-03-11',
        type: 'income',
        amount: 10,
        description: 'x',
        category: 'Ventas',
      },
    });
    const url = '/api/cash-flow/categories';
    expect(expectBody(await t.app.inject({ url, headers }), 200, CashFlowCategoriesSchema)).toEqual(
      {
        categories: ['Servicios', 'Ventas'],
      },
    );
    const stranger = (await signedInUser(t)).headers;
    expect(
      expectBody(await t.app.inject({ url, headers: stranger }), 200, CashFlowCategoriesSchema),
    ).toEqual({ categories: [] });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

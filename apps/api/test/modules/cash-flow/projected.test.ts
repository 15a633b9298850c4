import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();

describe('GET /api/cash-flow/projected', () => {
  it("projects the month from the products and costs, apart from the owner's entries", async () => {
    const headers = bearer((await register(t.app)).access_token);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    await post('/api/products', {
      name: 'Concha',
      price: 15,
      variableCost: 5,
      monthlySales: 1000,
      category: 'Pan',
    });
    await post('/api/products', {
      name: 'Pastel',
      price: 350,
      variableCost: 140,
      monthlySales: 30,
      category: 'Pasteles',
    });
    await post('/api/fixed-costs', {
      name: 'Renta',
      amount: 12_000,
      category: 'Renta',
      recurring: true,
    });
    await post('/api/fixed-costs', {
      name: 'Seguro',
      amount: 6_000,
      category: 'Seguros',
      recurring: false,
    });
    await post('/api/cash-flow/entries', {
      date: '2026-11-03',
      type: 'income',
      amount: 99,
      description: 'Propina',
      category: 'Otros',
    });

    const res = await t.app.inject({ url: '/api/cash-flow/projected?month=2026-11', headers });
    expect(res.statusCode).toBe(200);
    const { month, entries } = res.json();
    expect(month).toBe('2026-11');
    expect(entries).toEqual([
      {
        date: '2026-11-01',
        type: 'income',
        amount: 15_000,
        description: 'Ventas de Concha',
        category: 'Ventas',
        recurring: true,
      },
      {
        date: '2026-11-01',
        type: 'income',
        amount: 10_500,
        description: 'Ventas de Pastel',
        category: 'Ventas',
        recurring: true,
      },
      {
        date: '2026-11-01',
        type: 'expense',
        amount: 12_000,
        description: 'Renta',
        category: 'Renta',
        recurring: true,
      },
      {
        date: '2026-11-01',
        type: 'expense',
        amount: 500,
        description: 'Seguro (parte mensual de un costo anual)',
        category: 'Seguros',
        recurring: true,
      },
      {
        date: '2026-11-01',
        type: 'expense',
        amount: 5_000 + 4_200,
        description: 'Costos variables totales del mes',
        category: 'Producción',
        recurring: true,
      },
    ]);
    const stored = (await t.app.inject({ url: '/api/cash-flow/entries', headers })).json();
    expect(stored.total).toBe(1);
  });

  it('validates the month', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const res = await t.app.inject({ url: '/api/cash-flow/projected?month=2026-13', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El mes debe tener la forma AAAA-MM');
  });
});

import { CashFlowPageSchema, ProjectedEntriesSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();

describe('GET /api/cash-flow/projected', () => {
  it("projects the month from the products and costs, apart from the owner's entries", async () => {
    const { headers } = await signedInUser(t);
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBe(201);
    };
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
    const { month, entries } = expectBody(res, 200, ProjectedEntriesSchema);
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
    const stored = await t.app.inject({ url: '/api/cash-flow/entries', headers });
    expect(expectBody(stored, 200, CashFlowPageSchema).total).toBe(1);
  });

  it('validates the month', async () => {
    const { headers } = await signedInUser(t);
    const res = await t.app.inject({ url: '/api/cash-flow/projected?month=2026-13', headers });
    expectDetail(res, 400, 'El mes debe tener la forma AAAA-MM');
  });
});

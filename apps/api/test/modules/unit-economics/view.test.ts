import { UnitEconomicsViewSchema } from '@caudal/contracts';
import { monthKey } from '@caudal/finance';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 14: GET /api/unit-economics/view, finance's unitEconomicsView over the company's data.

const t = useTestApp();
const VIEW = '/api/unit-economics/view';
const lastMonth = monthKey(todayInMexicoCity(), -1);

/** A: $100 (cost $40) × 60 a month; B: $200 (cost $50) × 40; $3,000 of Publicidad last month. */
async function twoProducts() {
  const owner = await signedInUser(t);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const a = await post('/api/products', {
    name: 'A',
    price: 100,
    variableCost: 40,
    monthlySales: 60,
  });
  const b = await post('/api/products', {
    name: 'B',
    price: 200,
    variableCost: 50,
    monthlySales: 40,
  });
  await post('/api/cash-flow/entries', {
    date: `${lastMonth}-10`,
    type: 'expense',
    amount: 3000,
    description: 'Anuncios',
    category: 'Publicidad',
    recurring: false,
  });
  return { owner, post, ids: [a.id, b.id] };
}

const view = async (headers: Record<string, string>) =>
  expectBody(await t.app.inject({ url: VIEW, headers }), 200, UnitEconomicsViewSchema);

describe('GET /api/unit-economics/view', () => {
  it('invents no customers where none are recorded: no counts, no new customers, one note', async () => {
    const { owner, ids } = await twoProducts();
    const v = await view(owner.headers);
    expect(v.month).toBe(lastMonth);
    // 100 units sold used to become 70 "customers", 7 of them new; now the month has none.
    expect(v.customers).toEqual({
      month: lastMonth,
      activeCustomers: null,
      newCustomers: null,
      marketingSpend: 3000,
      recorded: false,
      marketingSource: 'entries',
    });
    expect(v.customersNeeded).toBe(
      'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.',
    );
    // Only the labelled assumptions of the LTV: 1.2 purchases a month, 24 months.
    expect(v.assumed).toEqual([
      'compras por cliente al mes: 1.2 supuesto',
      'meses de retención: 24 supuesto (hacen falta dos meses seguidos registrados)',
    ]);
    expect(v.history).toHaveLength(12);
    expect(v.history.filter((m) => m.recorded || m.activeCustomers !== null)).toEqual([]);
    // Weighted by units: (100×60 + 200×40)/100 = 140; (40×60 + 50×40)/100 = 44.
    expect(v.options.map((o) => [o.id, o.inputs])).toEqual([
      [
        'todos',
        {
          pricePerUnit: 140,
          variableCosts: 44,
          marketingSpend: 3000,
          newCustomers: null,
          avgPurchaseFreq: 1.2,
          retentionMonths: 24,
        },
      ],
      [
        ids[0],
        {
          pricePerUnit: 100,
          variableCosts: 40,
          marketingSpend: 1800,
          newCustomers: null,
          avgPurchaseFreq: 1.2,
          retentionMonths: 24,
        },
      ],
      [
        ids[1],
        {
          pricePerUnit: 200,
          variableCosts: 50,
          marketingSpend: 1200,
          newCustomers: null,
          avgPurchaseFreq: 1.2,
          retentionMonths: 24,
        },
      ],
    ]);
  });

  it("follows a recorded month at once: the owner's customers, frequency and retention", async () => {
    const { owner, post } = await twoProducts();
    await view(owner.headers);
    await post('/api/customer-records', {
      month: monthKey(todayInMexicoCity(), -2),
      activeCustomers: 200,
      newCustomers: 20,
    });
    await post('/api/customer-records', {
      month: lastMonth,
      activeCustomers: 210,
      newCustomers: 30,
      marketingSpend: 5000,
    });
    const v = await view(owner.headers);
    expect(v.customers).toMatchObject({
      activeCustomers: 210,
      newCustomers: 30,
      marketingSpend: 5000,
      recorded: true,
      marketingSource: 'record',
    });
    expect(v.customersNeeded).toBeNull();
    // The todos option divides by the owner's 30 new customers, as given.
    expect(v.options[0]?.inputs.newCustomers).toBe(30);
    // 100 units ÷ 210 customers = 0.48 → 0.5; 200 + 30 − 210 = 20 lost of 200: 10 months.
    expect(v.purchaseFrequency).toEqual({ value: 0.5, estimated: false });
    expect(v.retentionMonths).toEqual({ value: 10, estimated: false });
    expect(v.assumed).toEqual([]);
  });

  it('a company without products has no options; another company sees only its own', async () => {
    await twoProducts();
    const empty = await signedInUser(t);
    const v = await view(empty.headers);
    expect(v.options).toEqual([]);
    expect(v.customers).toMatchObject({
      activeCustomers: null,
      newCustomers: null,
      marketingSpend: 0,
      recorded: false,
    });
    expectDetail(await t.app.inject({ url: VIEW }), 401);
  });
});

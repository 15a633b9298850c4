import { monthKey } from '@caudal/finance';
import { expect } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { type SignedInUser, signedInUser } from '../../support/accounts.ts';
import type { TestContext } from '../../support/app.ts';

/**
 * A company with three complete months of entries (the last three before this one), one product,
 * its debt, equity and cash, worked by hand in the tests:
 *
 * - income: Ventas (counter sales) 40,000 / 50,000 / 60,000; Pedidos especiales from
 *   "Comercial Rocha" 50,000 in the third month → revenue 200,000 (months 40k, 50k, 110k);
 * - expenses: Insumos 80,000 (cost of sales); Renta 30,000 and Nómina 40,000 (operating
 *   70,000); Impuestos 10,000; and a 20,000 owner withdrawal that is no expense;
 * - product Pastel: $400, cost $150, 100 a month; debt 150,000, equity 100,000, cash 80,000.
 */
export async function sampleCompany(t: Pick<TestContext, 'app' | 'database'>) {
  const owner = await signedInUser(t);
  const today = todayInMexicoCity();
  const [m1, m2, m3] = [-3, -2, -1].map((offset) => monthKey(today, offset));
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const entry = (
    date: string,
    type: 'income' | 'expense',
    amount: number,
    category: string,
    description: string,
  ) => post('/api/cash-flow/entries', { date, type, amount, category, description });
  // On the 5th: the company began recording in the first week of m1, so m1 is a whole month.
  await entry(`${m1}-05`, 'income', 40_000, 'Ventas', 'Ventas de mostrador');
  await entry(`${m2}-10`, 'income', 50_000, 'Ventas', 'Ventas de mostrador');
  await entry(`${m3}-10`, 'income', 60_000, 'Ventas', 'Ventas de mostrador');
  await entry(`${m3}-12`, 'income', 50_000, 'Pedidos especiales', 'Comercial Rocha');
  await entry(`${m2}-05`, 'expense', 80_000, 'Insumos', 'Harina y mantequilla');
  await entry(`${m2}-06`, 'expense', 30_000, 'Renta', 'Renta del local');
  await entry(`${m2}-07`, 'expense', 40_000, 'Nómina', 'Nómina');
  await entry(`${m3}-17`, 'expense', 10_000, 'Impuestos', 'Pago provisional de ISR');
  await entry(`${m3}-20`, 'expense', 20_000, 'Retiros de los dueños', 'Retiro');
  const product = await post('/api/products', {
    name: 'Pastel',
    price: 400,
    variableCost: 150,
    monthlySales: 100,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: owner.headers,
    payload: { debt: 150_000, equity: 100_000, cashBalance: 80_000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, productId: product.id, months: [m1, m2, m3] as string[] };
}

export type SampleCompany = Awaited<ReturnType<typeof sampleCompany>> & { owner: SignedInUser };

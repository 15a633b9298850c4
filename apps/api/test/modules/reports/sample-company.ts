import { addDays, monthKey } from '@caudal/finance';
import { expect } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import type { TestContext } from '../../support/app.ts';

/**
 * In the last 30 days: Ventas 10,000 (yesterday); Renta 4,000 and Publicidad 1,000 out; the
 * owners put in 3,000 and took out 2,000 (cash, not revenue or expense). 40 days ago (the 30
 * days before): Ventas 8,000. One product (price 100, cost 40, 50 a month) and this month's
 * customers: 30 active, 10 new, 2,000 of marketing.
 */
export async function reportsSampleCompany(t: TestContext) {
  const owner = await signedInUser(t);
  const today = todayInMexicoCity();
  const day = (offset: number) => addDays(today, offset);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  const entry = (date: string, type: string, amount: number, category: string) =>
    post('/api/cash-flow/entries', { date, type, amount, category, description: category });
  await entry(day(-1), 'income', 10_000, 'Ventas');
  await entry(day(-3), 'expense', 4_000, 'Renta');
  await entry(day(-5), 'expense', 1_000, 'Publicidad');
  await entry(day(-4), 'income', 3_000, 'Aportaciones de los dueños');
  await entry(day(-2), 'expense', 2_000, 'Retiros de los dueños');
  await entry(day(-40), 'income', 8_000, 'Ventas');
  await post('/api/products', { name: 'Pan', price: 100, variableCost: 40, monthlySales: 50 });
  await post('/api/customer-records', {
    month: monthKey(today),
    activeCustomers: 30,
    newCustomers: 10,
    marketingSpend: 2_000,
  });
  return owner;
}

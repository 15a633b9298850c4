import { expect } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import type { useTestApp } from '../../support/app.ts';

type TestApp = ReturnType<typeof useTestApp>;

/**
 * A bakery worked by hand (the same as finance's test):
 *   Pan     $50 (cost $20) × 150 a month; Pastel $300 (cost $220) × 10 a month;
 *   Renta $3,000 a month; Seguro $12,000 a year ($1,000 a month);
 *   lines: Empaque $500 variable, Software $500 fixed.
 * Revenue $10,500; variable $5,700; fixed $4,500; profit $300; 160 units; contribution $4,800.
 */
export async function bakery(t: TestApp) {
  const owner = await signedInUser(t);
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const pan = await post('/api/products', {
    name: 'Pan',
    price: 50,
    variableCost: 20,
    monthlySales: 150,
    category: 'Panadería',
  });
  const pastel = await post('/api/products', {
    name: 'Pastel',
    price: 300,
    variableCost: 220,
    monthlySales: 10,
    category: 'Pastelería',
  });
  await post('/api/fixed-costs', { name: 'Renta', amount: 3000, category: 'Renta' });
  await post('/api/fixed-costs', {
    name: 'Seguro',
    amount: 12_000,
    category: 'Seguros',
    recurring: false,
  });
  await post('/api/variable-cost-lines', {
    name: 'Empaque',
    type: 'variable',
    amount: 500,
    category: 'Empaque',
  });
  await post('/api/variable-cost-lines', {
    name: 'Software',
    type: 'fixed',
    amount: 500,
    category: 'Tecnología',
  });
  return { ...owner, pan, pastel };
}

export const send = (
  t: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

import { CompanySchema, UserSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { todayInMexicoCity } from '../../../src/lib/clock.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const get = async (headers: Record<string, string>) =>
  expectBody(await t.app.inject({ url: '/api/company', headers }), 200, CompanySchema);
const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/company', headers, payload });

describe('/api/company', () => {
  it('starts from the register payload and updates every field', async () => {
    const { headers } = await signedInUser(t, {
      company_name: 'Café La Parroquia',
      industry: 'food_beverage',
      employee_count: 5,
    });
    const first = await get(headers);
    expect(first).toEqual({
      name: 'Café La Parroquia',
      industry: 'food_beverage',
      foundedDate: null,
      employees: 5,
      businessModel: null,
      stage: null,
      cashBalance: null,
      cashBalanceGiven: null,
      receivables: null,
      payables: null,
      debt: null,
      equity: null,
      rfc: null,
      taxRegime: null,
      profitCoefficient: null,
      onboardingCompleted: false,
    });
    const res = await put(headers, {
      foundedDate: '2019-03-15',
      businessModel: 'Venta en mostrador y pedidos',
      stage: 'growth',
      cashBalance: 85000.75,
      onboardingCompleted: true,
    });
    const changed = {
      ...first,
      foundedDate: '2019-03-15',
      businessModel: 'Venta en mostrador y pedidos',
      stage: 'growth',
      cashBalance: 85000.75,
      onboardingCompleted: true,
    };
    const body = expectBody(res, 200, CompanySchema);
    // The balance as given: today's day and the moment it was saved.
    const given = {
      amount: 85000.75,
      on: todayInMexicoCity(),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(body).toEqual({ ...changed, cashBalanceGiven: given });
    expect(await get(headers)).toEqual({ ...changed, cashBalanceGiven: given });
    const me = await t.app.inject({ url: '/api/auth/me', headers });
    expect(expectBody(me, 200, UserSchema)).toMatchObject({
      company_name: 'Café La Parroquia',
      business_stage: 'growth',
    });
  });

  it('keeps the balance figures beside the cash, each optional and clearable', async () => {
    const { headers } = await signedInUser(t);
    const figures = { receivables: 12_000.5, payables: 8_000, debt: 50_000, equity: -3_000 };
    expect(expectBody(await put(headers, figures), 200, CompanySchema)).toMatchObject(figures);
    expect(await get(headers)).toMatchObject(figures);
    // Only what is sent changes; null clears one.
    const cleared = expectBody(await put(headers, { debt: null }), 200, CompanySchema);
    expect(cleared).toMatchObject({ receivables: 12_000.5, payables: 8_000, debt: null });
  });

  it('accepts a negative cash balance (an overdraft) and clears it with null', async () => {
    const { headers } = await signedInUser(t);
    const cashAfter = async (cashBalance: number | null) =>
      expectBody(await put(headers, { cashBalance }), 200, CompanySchema).cashBalance;
    expect(await cashAfter(-2500)).toBe(-2500);
    expect(await cashAfter(null)).toBeNull();
  });

  it.each([
    [{ foundedDate: '15/03/2019' }, 'La fecha de fundación debe ser una fecha válida (AAAA-MM-DD)'],
    [{ employees: 0 }, 'El número de empleados debe ser al menos 1'],
    [{ cashBalance: 'mucho' }, 'El saldo de caja debe ser un número'],
    [{ stage: 'unicorn' }, 'Selecciona una etapa válida'],
    [{ receivables: -5 }, 'El monto por cobrar no puede ser negativo'],
    [{ payables: 'mucho' }, 'El monto por pagar debe ser un número'],
    [{ debt: 1e12 }, 'El monto de la deuda es demasiado grande'],
  ])('rejects %o with 400: %s', async (payload, detail) => {
    const { headers } = await signedInUser(t);
    expectDetail(await put(headers, payload), 400, detail);
  });

  it('each user sees and changes only their own company', async () => {
    const a = await signedInUser(t, { company_name: 'A' });
    const b = await signedInUser(t, { company_name: 'B' });
    expect((await put(a.headers, { cashBalance: 1 })).statusCode).toBe(200);
    expect(await get(a.headers)).toMatchObject({ name: 'A', cashBalance: 1 });
    expect(await get(b.headers)).toMatchObject({ name: 'B', cashBalance: null });
  });
});

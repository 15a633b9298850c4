import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();

describe('/api/company', () => {
  it('starts from the register payload and updates every field', async () => {
    const { access_token } = await register(t.app, {
      company_name: 'Café La Parroquia',
      industry: 'food_beverage',
      employee_count: 5,
    });
    const headers = bearer(access_token);
    const first = (await t.app.inject({ url: '/api/company', headers })).json();
    expect(first).toEqual({
      name: 'Café La Parroquia',
      industry: 'food_beverage',
      foundedDate: null,
      employees: 5,
      businessModel: null,
      stage: null,
      cashBalance: null,
      onboardingCompleted: false,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: {
        foundedDate: '2019-03-15',
        businessModel: 'Venta en mostrador y pedidos',
        stage: 'growth',
        cashBalance: 85000.75,
        onboardingCompleted: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...first,
      foundedDate: '2019-03-15',
      businessModel: 'Venta en mostrador y pedidos',
      stage: 'growth',
      cashBalance: 85000.75,
      onboardingCompleted: true,
    });
    const me = (await t.app.inject({ url: '/api/auth/me', headers })).json();
    expect(me).toMatchObject({ company_name: 'Café La Parroquia', business_stage: 'growth' });
  });

  it('accepts a negative cash balance (an overdraft) and clears it with null', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/company', headers, payload });
    expect((await put({ cashBalance: -2500 })).json().cashBalance).toBe(-2500);
    expect((await put({ cashBalance: null })).json().cashBalance).toBeNull();
  });

  it.each([
    [{ foundedDate: '15/03/2019' }, 'La fecha de fundación debe ser una fecha válida (AAAA-MM-DD)'],
    [{ employees: 0 }, 'El número de empleados debe ser al menos 1'],
    [{ cashBalance: 'mucho' }, 'El saldo de caja debe ser un número'],
    [{ stage: 'unicorn' }, 'Selecciona una etapa válida'],
  ])('rejects %o with 400: %s', async (payload, detail) => {
    const headers = bearer((await register(t.app)).access_token);
    const res = await t.app.inject({ method: 'PUT', url: '/api/company', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });

  it('each user sees and changes only their own company', async () => {
    const a = bearer((await register(t.app, { company_name: 'A' })).access_token);
    const b = bearer((await register(t.app, { company_name: 'B' })).access_token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: a,
      payload: { cashBalance: 1 },
    });
    expect((await t.app.inject({ url: '/api/company', headers: b })).json()).toMatchObject({
      name: 'B',
      cashBalance: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(token), payload });

describe('PUT /api/auth/me', () => {
  it('updates the profile and company fields and returns the user', async () => {
    const { access_token } = await register(t.app);
    const res = await put(access_token, {
      full_name: 'María Fernanda Ruiz',
      company_name: 'Café Ruiz',
      industry: 'retail',
      business_stage: 'mature',
      employee_count: 12,
      monthly_revenue: 250_000.25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      full_name: 'María Fernanda Ruiz',
      company_name: 'Café Ruiz',
      industry: 'retail',
      business_stage: 'mature',
      employee_count: 12,
      monthly_revenue: 250_000.25,
    });
    const again = await t.app.inject({ url: '/api/auth/me', headers: bearer(access_token) });
    expect(again.json().company_name).toBe('Café Ruiz');
  });

  it('clears a field sent as null and leaves the others as they were', async () => {
    const { access_token } = await register(t.app, { company_name: 'Temporal', employee_count: 3 });
    const res = await put(access_token, { company_name: null });
    expect(res.json()).toMatchObject({ company_name: null, employee_count: 3 });
  });

  it.each([
    [{ email: 'otra@example.com' }],
    [{ username: 'otro' }],
    [{ subscription_plan: 'pro' }],
  ])('treats %o as read-only (400, nothing changes)', async (payload) => {
    const account = await register(t.app);
    const res = await put(account.access_token, payload);
    expect(res.statusCode).toBe(400);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(account.access_token) });
    expect(me.json()).toMatchObject({
      email: account.user.email,
      username: account.user.username,
      subscription_plan: 'trial',
    });
  });

  it('validates employee_count as an integer and monthly_revenue as a decimal', async () => {
    const { access_token } = await register(t.app);
    expect((await put(access_token, { employee_count: 1.5 })).statusCode).toBe(400);
    expect((await put(access_token, { monthly_revenue: 'mucho' })).json().detail).toBe(
      'El ingreso mensual debe ser un número',
    );
  });

  it('never changes another user: each token edits only its own account', async () => {
    const ana = await register(t.app, { company_name: 'Ana SA' });
    const beto = await register(t.app, { company_name: 'Beto SA' });
    await put(ana.access_token, { company_name: 'Ana SA de CV' });
    const betoMe = await t.app.inject({ url: '/api/auth/me', headers: bearer(beto.access_token) });
    expect(betoMe.json()).toMatchObject({ id: beto.user.id, company_name: 'Beto SA' });
    const anaMe = await t.app.inject({ url: '/api/auth/me', headers: bearer(ana.access_token) });
    expect(anaMe.json()).toMatchObject({ id: ana.user.id, company_name: 'Ana SA de CV' });
  });
});

import { UserSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/me', headers, payload });
const me = async (headers: Record<string, string>) =>
  expectBody(await t.app.inject({ url: '/api/auth/me', headers }), 200, UserSchema);

describe('PUT /api/auth/me', () => {
  it('updates the profile and company fields and returns the user', async () => {
    const { headers } = await signedInUser(t);
    const res = await put(headers, {
      full_name: 'María Fernanda Ruiz',
      company_name: 'Café Ruiz',
      industry: 'retail',
      business_stage: 'mature',
      employee_count: 12,
      monthly_revenue: 250_000.25,
    });
    expect(expectBody(res, 200, UserSchema)).toMatchObject({
      full_name: 'María Fernanda Ruiz',
      company_name: 'Café Ruiz',
      industry: 'retail',
      business_stage: 'mature',
      employee_count: 12,
      monthly_revenue: 250_000.25,
    });
    expect((await me(headers)).company_name).toBe('Café Ruiz');
  });

  it('clears a field sent as null and leaves the others as they were', async () => {
    const { headers } = await signedInUser(t, { company_name: 'Temporal', employee_count: 3 });
    const res = await put(headers, { company_name: null });
    expect(expectBody(res, 200, UserSchema)).toMatchObject({
      company_name: null,
      employee_count: 3,
    });
  });

  it.each([
    [{ email: 'otra@example.com' }],
    [{ username: 'otro' }],
    [{ subscription_plan: 'pro' }],
  ])('treats %o as read-only (400, nothing changes)', async (payload) => {
    const account = await signedInUser(t);
    expectDetail(await put(account.headers, payload), 400);
    expect(await me(account.headers)).toMatchObject({
      email: account.user.email,
      username: account.user.username,
      subscription_plan: 'trial',
    });
  });

  it('validates employee_count as an integer and monthly_revenue as a decimal', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await put(headers, { employee_count: 1.5 }), 400);
    expectDetail(
      await put(headers, { monthly_revenue: 'mucho' }),
      400,
      'El ingreso mensual debe ser un número',
    );
  });

  it('never changes another user: each token edits only its own account', async () => {
    const ana = await signedInUser(t, { company_name: 'Ana SA' });
    const beto = await signedInUser(t, { company_name: 'Beto SA' });
    await put(ana.headers, { company_name: 'Ana SA de CV' });
    expect(await me(beto.headers)).toMatchObject({ id: beto.user.id, company_name: 'Beto SA' });
    expect(await me(ana.headers)).toMatchObject({ id: ana.user.id, company_name: 'Ana SA de CV' });
  });
});

import {
  AUTH_MESSAGES,
  DEMO_CREDENTIALS,
  LoginResponseSchema,
  UserSchema,
} from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { bearer, newAccount, register } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Registration itself is under test here, so every account goes through the real endpoint
// (one scrypt at N = 2^17 each), never through the signedInUser fixture.

const t = useTestApp();
const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress: nextIp(),
  });

describe('POST /api/auth/register', () => {
  it('creates the account and its company, signs in, and omits nothing it was given', async () => {
    const payload = newAccount({
      company_name: 'Tortillería Doña Mary',
      industry: 'food_beverage',
      business_stage: 'startup',
      employee_count: 4,
      monthly_revenue: 85_000.5,
      phone: '+52 55 1234 5678',
      country: 'México',
    });
    const body = expectBody(await post(payload), 201, LoginResponseSchema);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: payload.email,
      username: payload.username,
      full_name: payload.full_name,
      company_name: 'Tortillería Doña Mary',
      industry: 'food_beverage',
      business_stage: 'startup',
      employee_count: 4,
      monthly_revenue: 85_000.5,
      phone: '+52 55 1234 5678',
      country: 'México',
      subscription_plan: 'trial',
      api_usage_count: 0,
      api_usage_limit: 1000,
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(expectBody(me, 200, UserSchema)).toEqual(body.user);
  });

  it('accepts the payload with the optional fields omitted and stores them as empty', async () => {
    const { user } = await register(t.app);
    expect(user).toMatchObject({ company_name: null, industry: null, employee_count: null });
  });

  it('stores only a scrypt hash of the password', async () => {
    const { user, password } = await register(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('answers 409 with a Spanish detail for a taken email or username, whatever the case', async () => {
    const first = await register(t.app);
    const sameEmail = await post(newAccount({ email: first.user.email.toUpperCase() }));
    expectDetail(sameEmail, 409, 'Ya existe una cuenta con este correo electrónico');
    const sameUsername = await post(newAccount({ username: first.user.username.toUpperCase() }));
    expectDetail(sameUsername, 409, 'Ese nombre de usuario ya está en uso');
  });

  it('limits sign-ups per IP to 10 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'incompleto' },
        remoteAddress: '10.77.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the demo email for the demo account', async () => {
    const res = await post(newAccount({ email: DEMO_CREDENTIALS.email }));
    expectDetail(res, 409, 'Este correo está reservado para la cuenta demo');
  });

  it.each([
    [{ password: 'corta' }, AUTH_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'La contraseña no puede tener más de 128 caracteres'],
    [{ username: 'ab' }, 'El nombre de usuario debe tener entre 3 y 20 caracteres'],
    [{ username: 'a'.repeat(21) }, 'El nombre de usuario debe tener entre 3 y 20 caracteres'],
    [{ email: 'no-es-correo' }, 'Ingresa un correo electrónico válido'],
    [{ full_name: '   ' }, 'El nombre completo es obligatorio'],
    [{ employee_count: 0 }, 'El número de empleados debe ser al menos 1'],
    [{ employee_count: 2.5 }, 'El número de empleados debe ser un número entero'],
    [{ monthly_revenue: -1 }, 'El ingreso mensual no puede ser negativo'],
    [{ monthly_revenue: 10.005 }, 'El ingreso mensual admite como máximo dos decimales'],
    [{ industry: 'mining' }, 'Selecciona un giro válido'],
    [{ business_stage: 'unicorn' }, 'Selecciona una etapa válida'],
  ])('rejects %o with 400: %s', async (override, detail) => {
    expectDetail(await post({ ...newAccount(), ...override }), 400, detail);
  });

  it('rejects a missing required field and unknown fields', async () => {
    const { email: _omit, ...withoutEmail } = newAccount();
    expectDetail(await post(withoutEmail), 400, 'El correo es obligatorio');
    const extra = await post({ ...newAccount(), subscription_plan: 'pro' });
    expectDetail(extra, 400, /subscription_plan/);
  });
});

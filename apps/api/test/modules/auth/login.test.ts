import { AUTH_MESSAGES, LoginResponseSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const login = (payload: object, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
const HOUR = 3_600_000;

describe('POST /api/auth/login', () => {
  it('signs in with email (any case) and password', async () => {
    const account = await signedInUser(t);
    const res = await login({
      email: account.user.email.toUpperCase(),
      password: account.password,
    });
    const body = expectBody(res, 200, LoginResponseSchema);
    expect(body.user).toEqual(account.user);
    expect(body.access_token).not.toBe(account.access_token);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const account = await signedInUser(t);
    const wrongPassword = await login({ email: account.user.email, password: 'otra-clave-mala' });
    const unknownEmail = await login({ email: 'nadie@example.com', password: 'otra-clave-mala' });
    expectDetail(wrongPassword, 401, AUTH_MESSAGES.wrongCredentials);
    expectDetail(unknownEmail, 401, AUTH_MESSAGES.wrongCredentials);
  });

  it('keeps a remembered session 30 days and a browser session 12 hours', async () => {
    const account = await signedInUser(t);
    const creds = { email: account.user.email, password: account.password };
    const remembered = expectBody(
      await login({ ...creds, remember_me: true }),
      200,
      LoginResponseSchema,
    );
    const browser = expectBody(await login(creds), 200, LoginResponseSchema);
    const ttl = (body: { expires_at: string }) => Date.parse(body.expires_at) - Date.now();
    expect(ttl(remembered)).toBeGreaterThan(30 * 24 * HOUR - 60_000);
    expect(ttl(remembered)).toBeLessThanOrEqual(30 * 24 * HOUR);
    expect(ttl(browser)).toBeGreaterThan(12 * HOUR - 60_000);
    expect(ttl(browser)).toBeLessThanOrEqual(12 * HOUR);
  });

  it('requires email and password with Spanish messages', async () => {
    expectDetail(await login({ email: 'a@b.mx' }), 400, 'La contraseña es obligatoria');
    expectDetail(await login({ email: ' ', password: 'x' }), 400, 'El correo es obligatorio');
  });
});

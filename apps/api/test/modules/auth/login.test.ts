import { AUTH_MESSAGES } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const login = (payload: object, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
const HOUR = 3_600_000;

describe('POST /api/auth/login', () => {
  it('signs in with email (any case) and password', async () => {
    const account = await register(t.app);
    const res = await login({
      email: account.user.email.toUpperCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(account.user.id);
    expect(body.access_token).not.toBe(account.access_token);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const account = await register(t.app);
    const wrongPassword = await login({ email: account.user.email, password: 'otra-clave-mala' });
    const unknownEmail = await login({ email: 'nadie@example.com', password: 'otra-clave-mala' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_MESSAGES.wrongCredentials });
    expect(unknownEmail.json()).toEqual({ detail: AUTH_MESSAGES.wrongCredentials });
  });

  it('keeps a remembered session 30 days and a browser session 12 hours', async () => {
    const account = await register(t.app);
    const creds = { email: account.user.email, password: account.password };
    const remembered = (await login({ ...creds, remember_me: true })).json();
    const browser = (await login(creds)).json();
    const ttl = (body: { expires_at: string }) => Date.parse(body.expires_at) - Date.now();
    expect(ttl(remembered)).toBeGreaterThan(30 * 24 * HOUR - 60_000);
    expect(ttl(remembered)).toBeLessThanOrEqual(30 * 24 * HOUR);
    expect(ttl(browser)).toBeGreaterThan(12 * HOUR - 60_000);
    expect(ttl(browser)).toBeLessThanOrEqual(12 * HOUR);
  });

  it('requires email and password with Spanish messages', async () => {
    const noPassword = await login({ email: 'a@b.mx' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().detail).toBe('La contraseña es obligatoria');
    const blankEmail = await login({ email: ' ', password: 'x' });
    expect(blankEmail.json().detail).toBe('El correo es obligatorio');
  });
});

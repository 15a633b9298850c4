import { FORGOT_PASSWORD_REPLY } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const forgot = (email: string, ip = '10.2.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const tokenFromLastMail = () => {
  const text = t.mails.at(-1)?.text ?? '';
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
};

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails only a real account', async () => {
    const account = await signedInUser(t);
    const before = t.mails.length;
    const unknown = await forgot('nadie-aqui@example.com');
    expect(t.mails.length).toBe(before);
    const known = await forgot(account.user.email);
    expectDetail(unknown, 202, FORGOT_PASSWORD_REPLY);
    expectDetail(known, 202, FORGOT_PASSWORD_REPLY);
    expect(t.mails.length).toBe(before + 1);
    expect(t.mails.at(-1)).toMatchObject({ to: account.user.email });
    expect(t.mails.at(-1)?.text).toContain('http://caudal.test/reset-password?token=');
  });

  it('the link works once, sets the password and ends every session', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const token = tokenFromLastMail();
    expect(token).not.toBe('');
    const ok = await reset(token, 'clave-restablecida');
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: account.headers });
    expect(me.statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password },
      });
    expect((await login('clave-restablecida')).statusCode).toBe(200);
    expect((await login(account.password)).statusCode).toBe(401);

    expectDetail(
      await reset(token, 'otra-clave-distinta'),
      400,
      /no es válido, ya se usó o expiró/,
    );
  });

  it('a reset ends every other link of the account', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const first = tokenFromLastMail();
    await forgot(account.user.email);
    const second = tokenFromLastMail();
    expect(second).not.toBe(first);
    expect((await reset(second, 'clave-por-el-segundo')).statusCode).toBe(200);
    expectDetail(
      await reset(first, 'clave-por-el-primero'),
      400,
      /no es válido, ya se usó o expiró/,
    );
  });

  it('a password change ends every link sent before it', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const token = tokenFromLastMail();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { current_password: account.password, new_password: 'clave-cambiada-hoy' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expectDetail(
      await reset(token, 'clave-por-el-enlace'),
      400,
      /no es válido, ya se usó o expiró/,
    );
  });

  it('an expired link is refused', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const token = tokenFromLastMail();
    expect(token).not.toBe('');
    await t.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`,
    );
    expectDetail(await reset(token, 'clave-restablecida'), 400, /no es válido, ya se usó o expiró/);
  });

  it('the link is valid for one hour', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const { rows } = await t.database.db.execute<{ minutes: number }>(
      sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
          FROM password_reset_tokens ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.minutes).toBe(60);
  });

  it('limits reset mails per address (429 in Spanish) without telling whether it exists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await forgot('limite@example.com', `10.3.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const last = await forgot('limite@example.com', '10.3.0.99');
    expectDetail(last, 429, /^Demasiados intentos\. Espera \d+ minutos?/);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('limits forgot-password requests per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await forgot(`ip-${i}@example.com`, '10.4.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

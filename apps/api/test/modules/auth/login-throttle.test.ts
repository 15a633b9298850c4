import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMITS } from '../../../src/modules/auth/login-throttle.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const LOCKED = /^Demasiados intentos\. Espera 15 minutos/;

describe('failed sign-in limits', () => {
  it('after 10 failures from one IP the account is refused from that IP, in Spanish', async () => {
    const account = await signedInUser(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndIp; i++) {
      expect((await login(account.user.email, 'mala-clave-1', '10.9.0.1')).statusCode).toBe(401);
    }
    expectDetail(await login(account.user.email, account.password, '10.9.0.1'), 429, LOCKED);
  });

  it('a stranger cannot lock the owner out: other IPs still sign in, and the lock ends', async () => {
    const account = await signedInUser(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndIp; i++) {
      expect((await login(account.user.email, 'mala-clave-1', '10.9.1.1')).statusCode).toBe(401);
    }
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(429);
    expect((await login(account.user.email, account.password, '10.9.1.2')).statusCode).toBe(200);
    // The window ends: the same IP may try again.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE key LIKE 'login-fail:%'`,
    );
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(200);
  });

  it('one IP failing against many accounts, real or not, is stopped', async () => {
    // Real accounts with a wrong password (fast: the fixture's hash), then one unknown email:
    // the app's dummy-hash path. Only if unknown emails count too does that last failure reach
    // the limit, so one is enough to show it.
    const accounts = await Promise.all(
      Array.from({ length: LOGIN_FAILURE_LIMITS.perIp - 1 }, () => signedInUser(t)),
    );
    const emails = [...accounts.map((a) => a.user.email), 'nadie@example.com'];
    const statuses: number[] = [];
    for (const email of emails) {
      statuses.push((await login(email, 'mala-clave-1', '10.9.2.1')).statusCode);
    }
    expect(statuses).toEqual(emails.map(() => 401));
    // Even the right password of an account not tried yet is refused from that IP now.
    const fresh = await signedInUser(t);
    expectDetail(await login(fresh.user.email, fresh.password, '10.9.2.1'), 429, LOCKED);
    expect((await login(fresh.user.email, fresh.password, '10.9.2.2')).statusCode).toBe(200);
  });
});

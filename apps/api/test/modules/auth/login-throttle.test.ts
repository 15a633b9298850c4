import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMITS } from '../../../src/modules/auth/login-throttle.ts';
import { register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('failed sign-in limits', () => {
  it('after 10 failures from one IP the account is refused from that IP, in Spanish', async () => {
    const account = await register(t.app);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndIp; i++) {
      expect((await login(account.user.email, 'mala-clave-1', '10.9.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(account.user.email, account.password, '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Demasiados intentos\. Espera 15 minutos/);
  });

  it('a stranger cannot lock the owner out: other IPs still sign in, and the lock ends', async () => {
    const account = await register(t.app);
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndIp; i++) {
      await login(account.user.email, 'mala-clave-1', '10.9.1.1');
    }
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(429);
    expect((await login(account.user.email, account.password, '10.9.1.2')).statusCode).toBe(200);
    // The window ends: the same IP may try again.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE key LIKE 'login-fail:%'`,
    );
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(200);
  });

  it('one IP failing against many accounts is stopped', async () => {
    let last = 0;
    for (let i = 0; i <= LOGIN_FAILURE_LIMITS.perIp; i++) {
      last = (await login(`nadie${i}@example.com`, 'mala-clave-1', '10.9.2.1')).statusCode;
    }
    expect(last).toBe(429);
  });
});

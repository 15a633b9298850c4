import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hitCounter } from '../../../src/lib/rate-limit-store.ts';
import { LOGIN_LIMITS } from '../../../src/modules/auth/login-throttle.ts';
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
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
      expect((await login(account.user.email, 'mala-clave-1', '10.9.0.1')).statusCode).toBe(401);
    }
    expectDetail(await login(account.user.email, account.password, '10.9.0.1'), 429, LOCKED);
  });

  it('a stranger cannot lock the owner out: other IPs still sign in, and the lock ends', async () => {
    const account = await signedInUser(t);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
      expect((await login(account.user.email, 'mala-clave-1', '10.9.1.1')).statusCode).toBe(401);
    }
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(429);
    expect((await login(account.user.email, account.password, '10.9.1.2')).statusCode).toBe(200);
    // The window ends: the same IP may try again.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE key LIKE 'login:%'`,
    );
    expect((await login(account.user.email, account.password, '10.9.1.1')).statusCode).toBe(200);
  });

  it('one IP failing against many accounts, real or not, is stopped', async () => {
    // Real accounts with a wrong password (fast: the fixture's hash), then one unknown email:
    // the app's dummy-hash path. Only if unknown emails count too does that last failure reach
    // the limit, so one is enough to show it.
    const accounts = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perIp - 1 }, () => signedInUser(t)),
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

  it('60 guesses at once from one IP: exactly 10 passwords checked, 50 refused', async () => {
    const account = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(account.user.email, 'mala-clave-1', '10.9.3.1')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it('250 guesses at once from 5 IPs: 10 checked per IP, the rest refused', async () => {
    const account = await signedInUser(t);
    const ips = ['10.9.4.1', '10.9.4.2', '10.9.4.3', '10.9.4.4', '10.9.4.5'];
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        login(account.user.email, 'mala-clave-1', ips[i % 5] ?? ''),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
  });

  it('past 100 attempts on an account it is slowed, not locked: the owner still signs in', async () => {
    const account = await signedInUser(t);
    // 100 failed attempts from elsewhere in this window.
    await t.database.db.execute(sql`
      INSERT INTO rate_limits (key, count, window_start, window_end)
      VALUES (${`login:acct:${account.user.email}`}, 100, now(), now() + interval '15 minutes')`);
    // The owner, from their own network: one attempt, and it works.
    expect((await login(account.user.email, account.password, '10.9.5.1')).statusCode).toBe(200);
    // A guesser gets one attempt a minute from each address, not ten in a row.
    expect((await login(account.user.email, 'mala-clave-1', '10.9.5.2')).statusCode).toBe(401);
    expectDetail(
      await login(account.user.email, 'mala-clave-2', '10.9.5.2'),
      429,
      /^Demasiados intentos\. Espera 1 minuto/,
    );
  });

  it('100 guesses at once from 10 IPs reach the account limit; then each new IP gets one', async () => {
    const account = await signedInUser(t);
    const guess = (ip: string) => login(account.user.email, 'mala-clave-1', ip);
    const burst = (ips: string[], each: number) =>
      Promise.all(ips.flatMap((ip) => Array.from({ length: each }, () => guess(ip))));
    const count = (answers: { statusCode: number }[], status: number) =>
      answers.filter((res) => res.statusCode === status).length;
    // 10 addresses × 10 guesses: every one checked, and the account has had its 100.
    const first = await burst(
      Array.from({ length: 10 }, (_, i) => `10.9.6.${i + 1}`),
      10,
    );
    expect(count(first, 401)).toBe(100);
    // 5 new addresses × 10 guesses at once: one check per address a minute, the rest refused.
    const second = await burst(
      Array.from({ length: 5 }, (_, i) => `10.9.7.${i + 1}`),
      10,
    );
    expect(count(second, 401)).toBe(5);
    expect(count(second, 429)).toBe(45);
    // The owner, from an address of their own, still signs in.
    expect((await login(account.user.email, account.password, '10.9.8.1')).statusCode).toBe(200);
  });

  it('an attempt given back after its window ended leaves the count at zero, not below', async () => {
    const key = 'login:ip:10.9.9.1';
    expect((await hitCounter(t.database.db, key, 900, -1)).count).toBe(0);
    expect((await hitCounter(t.database.db, key, 900)).count).toBe(1);
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE key = ${key}`,
    );
    expect((await hitCounter(t.database.db, key, 900, -1)).count).toBe(0);
    expect((await hitCounter(t.database.db, key, 900)).count).toBe(1);
  });
});

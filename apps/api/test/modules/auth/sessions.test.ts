import { LoginResponseSchema } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { hashToken } from '../../../src/lib/tokens.ts';
import { bearer, signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** A second session of the account, opened by the app itself. */
const signIn = async (account: { user: { email: string }; password: string }) =>
  expectBody(await login(account.user.email, account.password), 200, LoginResponseSchema)
    .access_token;
const changePassword = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload,
  });

describe('sessions', () => {
  it('rejects a missing, malformed or unknown token with 401 and a Spanish detail', async () => {
    expectDetail(await t.app.inject({ url: '/api/auth/me' }), 401, 'Inicia sesión para continuar');
    expectDetail(await me('x'.repeat(43)), 401);
    const basic = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expectDetail(basic, 401);
  });

  it('stores only the token hash', async () => {
    // A token the app issued (sign-in), not one the fixture wrote.
    const token = await signIn(await signedInUser(t));
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${token}`,
    );
    expect(raw.rows[0]).toEqual({ n: 0 });
  });

  it('logout revokes the session on the server, and only that one', async () => {
    const account = await signedInUser(t);
    const other = await signIn(account);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.headers,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(account.access_token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('an expired session answers 401', async () => {
    const { access_token } = await signedInUser(t);
    expect((await me(access_token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(access_token)));
    expectDetail(await me(access_token), 401, /sesión expiró/);
  });

  describe('idle timeout', () => {
    const idleFor = (token: string, minutes: number, remember = false) =>
      t.database.db
        .update(sessions)
        .set({ remember, lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(sessions.tokenHash, hashToken(token)));
    const lastSeenSecondsAgo = async (token: string) => {
      const [row] = await t.database.db
        .select({ ago: sql<number>`extract(epoch FROM now() - ${sessions.lastSeenAt})::float8` })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.ago ?? Number.NaN;
    };

    it('a session not remembered ends after 30 minutes without a request', async () => {
      const { access_token } = await signedInUser(t);
      await idleFor(access_token, 31);
      expectDetail(await me(access_token), 401, /sesión expiró/);
    });

    it('29 idle minutes still work, and that request counts as activity', async () => {
      const { access_token } = await signedInUser(t);
      await idleFor(access_token, 29);
      expect((await me(access_token)).statusCode).toBe(200);
      expect(await lastSeenSecondsAgo(access_token)).toBeLessThan(5);
    });

    it('a request within the minute does not write the session again', async () => {
      const { access_token } = await signedInUser(t);
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
        .where(eq(sessions.tokenHash, hashToken(access_token)));
      expect((await me(access_token)).statusCode).toBe(200);
      expect(await lastSeenSecondsAgo(access_token)).toBeGreaterThanOrEqual(29);
    });

    it('a remembered session has no idle limit, only its 30 days', async () => {
      const { access_token } = await signedInUser(t);
      await idleFor(access_token, 3 * 24 * 60, true);
      expect((await me(access_token)).statusCode).toBe(200);
    });
  });

  it('change-password keeps this session, ends every other one, and swaps the password', async () => {
    const account = await signedInUser(t);
    const other = await signIn(account);
    const wrong = await changePassword(account.access_token, {
      current_password: 'no-es-la-mia',
      new_password: 'nueva-clave-123',
    });
    expectDetail(wrong, 400, 'La contraseña actual no es correcta');
    expect((await me(other)).statusCode).toBe(200);

    const ok = await changePassword(account.access_token, {
      current_password: account.password,
      new_password: 'nueva-clave-123',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(account.access_token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(account.user.email, account.password)).statusCode).toBe(401);
    expect((await login(account.user.email, 'nueva-clave-123')).statusCode).toBe(200);
  });

  it('change-password enforces the password rules', async () => {
    const account = await signedInUser(t);
    const res = await changePassword(account.access_token, {
      current_password: account.password,
      new_password: 'corta',
    });
    expectDetail(res, 400, 'La contraseña debe tener al menos 8 caracteres');
  });
});

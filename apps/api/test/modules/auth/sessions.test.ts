import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { hashToken } from '../../../src/modules/auth/tokens.ts';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
const login = async (email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return res;
};

describe('sessions', () => {
  it('rejects a missing, malformed or unknown token with 401 and a Spanish detail', async () => {
    const none = await t.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().detail).toBe('Inicia sesión para continuar');
    const unknown = await me('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    const basic = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('stores only the token hash', async () => {
    const { access_token } = await register(t.app);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(access_token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${access_token}`,
    );
    expect(raw.rows[0]).toEqual({ n: 0 });
  });

  it('logout revokes the session on the server, and only that one', async () => {
    const account = await register(t.app);
    const other = (await login(account.user.email, account.password)).json().access_token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.access_token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(account.access_token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('an expired session answers 401', async () => {
    const { access_token } = await register(t.app);
    expect((await me(access_token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(access_token)));
    const res = await me(access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/sesión expiró/);
  });

  it('change-password keeps this session, ends every other one, and swaps the password', async () => {
    const account = await register(t.app);
    const other = (await login(account.user.email, account.password)).json().access_token;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.access_token),
      payload: { current_password: 'no-es-la-mia', new_password: 'nueva-clave-123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('La contraseña actual no es correcta');
    expect((await me(other)).statusCode).toBe(200);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.access_token),
      payload: { current_password: account.password, new_password: 'nueva-clave-123' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(account.access_token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(account.user.email, account.password)).statusCode).toBe(401);
    expect((await login(account.user.email, 'nueva-clave-123')).statusCode).toBe(200);
  });

  it('change-password enforces the password rules', async () => {
    const account = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.access_token),
      payload: { current_password: account.password, new_password: 'corta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});

import { ErrorResponseSchema, UserSchema, z } from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/lib/password.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { signedInUser, TEST_PASSWORD, TEST_PASSWORD_HASH } from './accounts.ts';
import { useTestApp } from './app.ts';
import { expectBody, expectDetail } from './responses.ts';

const t = useTestApp();

describe('signedInUser', () => {
  it('is what registering would leave: a session the app accepts, the same user view', async () => {
    const account = await signedInUser(t, { company_name: 'Fonda Doña Rosa', employee_count: 3 });
    const me = await t.app.inject({ url: '/api/auth/me', headers: account.headers });
    expect(expectBody(me, 200, UserSchema)).toEqual(account.user);
    expect(account.user).toMatchObject({ company_name: 'Fonda Doña Rosa', employee_count: 3 });
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(account.access_token)));
    expect(session?.userId).toBe(account.user.id);
  });

  it('stores the precomputed hash, which is TEST_PASSWORD at small scrypt parameters', async () => {
    const { user } = await signedInUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(TEST_PASSWORD_HASH);
    expect(TEST_PASSWORD_HASH).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword(TEST_PASSWORD, TEST_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('otra-clave', TEST_PASSWORD_HASH)).toBe(false);
  });
});

/** A response as `inject` returns it, for checking the helpers themselves. */
const response = (statusCode: number, body: unknown) =>
  ({
    statusCode,
    body: JSON.stringify(body),
    json: () => body,
  }) as unknown as LightMyRequestResponse;

describe('expectBody and expectDetail', () => {
  const Schema = z.object({ id: z.string(), total: z.number() });

  it('return the typed body when status and contract hold', () => {
    expect(expectBody(response(200, { id: 'a', total: 1 }), 200, Schema)).toEqual({
      id: 'a',
      total: 1,
    });
    expect(expectDetail(response(404, { detail: 'No está' }), 404, /^No/)).toBe('No está');
  });

  it('fail on another status, a broken contract or an undeclared field', () => {
    expect(() => expectBody(response(201, { id: 'a', total: 1 }), 200, Schema)).toThrow();
    expect(() => expectBody(response(200, { id: 'a', total: '1' }), 200, Schema)).toThrow(
      /breaks its contract/,
    );
    expect(() => expectBody(response(200, { id: 'a', total: 1, extra: 2 }), 200, Schema)).toThrow(
      /does not declare/,
    );
    expect(() =>
      expectBody(response(400, { detail: 'x', stack: 'y' }), 400, ErrorResponseSchema),
    ).toThrow();
    expect(() => expectDetail(response(400, { detail: 'Otra cosa' }), 400, 'Esperada')).toThrow();
  });
});

import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../../../src/db/schema/index.ts';
import { runCleanup } from '../../../src/modules/maintenance/cleanup.ts';
import { bearer, useTestApp } from '../../support/app.ts';

const t = useTestApp();
/** The default of DEMO_SANDBOXES_PER_HOUR. */
const DEMO_SANDBOXES_PER_HOUR = 20;
const demoLogin = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: DEMO_CREDENTIALS,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('demo sandbox', () => {
  it('the demo credentials open a fresh seeded sandbox for each visitor', async () => {
    const first = await demoLogin();
    const second = await demoLogin();
    expect(first.user.subscription_plan).toBe('demo');
    expect(first.user.api_usage_limit).toBe(1000);
    expect(first.user.company_name).toBe('Panadería La Espiga');
    expect(second.user.id).not.toBe(first.user.id);
    const [a] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, first.user.id));
    const [b] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, second.user.id));
    expect(a?.id).toBeDefined();
    expect(a?.id).not.toBe(b?.id);
  });

  it('one visitor editing the sandbox does not touch another visitor’s', async () => {
    const first = await demoLogin();
    const second = await demoLogin();
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(first.access_token),
      payload: { company_name: 'Cambiada por el visitante 1' },
    });
    const other = await t.app.inject({ url: '/api/auth/me', headers: bearer(second.access_token) });
    expect(other.json().company_name).toBe('Panadería La Espiga');
  });

  it('the demo session never outlives the sandbox (24 h)', async () => {
    const remembered = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...DEMO_CREDENTIALS, remember_me: true },
      })
    ).json();
    const hours = (Date.parse(remembered.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeLessThanOrEqual(24);
    expect(hours).toBeGreaterThan(23.9);
  });

  it('cleanup deletes sandboxes older than 24 hours with their company, and keeps the rest', async () => {
    const old = await demoLogin();
    const fresh = await demoLogin();
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(users.id, old.user.id));
    const result = await runCleanup(t.database.db, new Date());
    expect(result.sandboxes).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(users).where(eq(users.id, old.user.id));
    expect(left).toHaveLength(0);
    const orphan = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, old.user.id));
    expect(orphan).toHaveLength(0);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(old.access_token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(fresh.access_token) })).statusCode,
    ).toBe(200);
  });

  it('limits new sandboxes per IP (429 in Spanish)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEMO_SANDBOXES_PER_HOUR; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_CREDENTIALS,
        remoteAddress: '10.88.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEMO_SANDBOXES_PER_HOUR);
    expect(statuses.at(-1)).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS,
      remoteAddress: '10.88.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('the demo account has no password of its own to change', async () => {
    const demo = await demoLogin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(demo.access_token),
      payload: { current_password: DEMO_CREDENTIALS.password, new_password: 'otra-clave-123' },
    });
    expect(res.statusCode).toBe(400);
  });
});

import { DEMO_CREDENTIALS, LoginResponseSchema, UserSchema } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyMembers, users } from '../../../src/db/schema/index.ts';
import { runCleanup } from '../../../src/modules/maintenance/cleanup.ts';
import { bearer } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

/**
 * The cap on new sandboxes per IP and hour, set low here: each sandbox seeds 24 months of data,
 * so reaching the default (20, asserted in config.test.ts) would cost seconds and prove no more.
 */
const DEMO_SANDBOXES_PER_HOUR = 2;
const t = useTestApp({ env: () => ({ DEMO_SANDBOXES_PER_HOUR: String(DEMO_SANDBOXES_PER_HOUR) }) });
const demoLoginFrom = (ip: string, payload: object = DEMO_CREDENTIALS) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
/** Each visitor from an address of their own, so the cap above is never what a test meets. */
const demoLogin = async (payload: object = DEMO_CREDENTIALS) =>
  expectBody(await demoLoginFrom(nextIp(), payload), 200, LoginResponseSchema);
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });

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
      .from(companyMembers)
      .where(eq(companyMembers.userId, first.user.id));
    const [b] = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, second.user.id));
    expect(a?.companyId).toBeDefined();
    expect(a?.companyId).not.toBe(b?.companyId);
    expect([a?.role, b?.role]).toEqual(['owner', 'owner']);
  });

  it('one visitor editing the sandbox does not touch another visitor’s', async () => {
    const first = await demoLogin();
    const second = await demoLogin();
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(first.access_token),
      payload: { company_name: 'Cambiada por el visitante 1' },
    });
    expect(expectBody(edit, 200, UserSchema).company_name).toBe('Cambiada por el visitante 1');
    const other = expectBody(await me(second.access_token), 200, UserSchema);
    expect(other.company_name).toBe('Panadería La Espiga');
  });

  it('the demo session never outlives the sandbox (24 h)', async () => {
    const remembered = await demoLogin({ ...DEMO_CREDENTIALS, remember_me: true });
    const hours = (Date.parse(remembered.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeLessThanOrEqual(24);
    expect(hours).toBeGreaterThan(23.9);
  });

  it('cleanup deletes sandboxes older than 24 hours with their company, and keeps the rest', async () => {
    const old = await demoLogin();
    const fresh = await demoLogin();
    const [oldMember] = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, old.user.id));
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
      .where(eq(companies.id, oldMember?.companyId ?? ''));
    expect(orphan).toHaveLength(0);
    expectDetail(await me(old.access_token), 401);
    expect((await me(fresh.access_token)).statusCode).toBe(200);
  });

  it('limits new sandboxes per IP (429 in Spanish)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEMO_SANDBOXES_PER_HOUR; i++) {
      statuses.push((await demoLoginFrom('10.88.0.1')).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: DEMO_SANDBOXES_PER_HOUR }, () => 200));
    expectDetail(await demoLoginFrom('10.88.0.1'), 429, /^Demasiados intentos\. Espera 60 minutos/);
    expect((await demoLoginFrom('10.88.0.2')).statusCode).toBe(200);
  });

  it('the demo account has no password of its own to change', async () => {
    const demo = await demoLogin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(demo.access_token),
      payload: { current_password: DEMO_CREDENTIALS.password, new_password: 'otra-clave-123' },
    });
    expectDetail(res, 400, /La cuenta demo no tiene contraseña propia/);
  });
});

import {
  AuditLogSchema,
  InvitationAcceptedSchema,
  InvitationCreatedSchema,
  InvitationPreviewSchema,
  TeamSchema,
  UserSchema,
} from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNERS_ONLY, VIEWER_REFUSED } from '../../../src/lib/roles.ts';
import { type SignedInUser, signedInUser, TEST_PASSWORD } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// Issue 20: the company's team. An owner invites by email; the invited person accepts the link
// signed in with that email and joins with the role; the API enforces the roles; owners change
// roles and remove members, never the last owner; the audit log says who changed what.

const t = useTestApp();
type Headers = Record<string, string>;
const call = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const teamOf = async (who: SignedInUser) =>
  expectBody(await call(who.headers, 'GET', '/api/team'), 200, TeamSchema);
const product = (name: string) => ({
  name,
  price: 100,
  variableCost: 40,
  monthlySales: 10,
  category: 'General',
});

/** The link of the last invitation mailed to `email`, as the person would click it. */
function linkTokenFor(email: string): string {
  const mail = t.mails.filter((m) => m.to === email).at(-1);
  const link = mail?.text.split('\n').find((line) => line.includes('/app/invitacion?token='));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/** An owner's company with a member of `role` who joined through a real invitation. */
async function teamWith(role: 'viewer' | 'accountant') {
  const owner = await signedInUser(t, { company_name: 'Taller Ruiz', full_name: 'Ana Ruiz' });
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@ejemplo.mx`;
  const created = expectBody(
    await call(owner.headers, 'POST', '/api/team/invitations', { email, role }),
    201,
    InvitationCreatedSchema,
  );
  expect(created.detail).toBe(`Enviamos la invitación a ${email}.`);
  const token = linkTokenFor(email);
  const member = await signedInUser(t, { email, full_name: 'Luis Pérez' });
  const accepted = expectBody(
    await call(member.headers, 'POST', '/api/team/invitations/accept', { token }),
    200,
    InvitationAcceptedSchema,
  );
  return { owner, member: { ...member, companyId: owner.companyId }, token, accepted };
}

describe('invitations', () => {
  it('a viewer joins through the mailed link, reads the company and changes nothing', async () => {
    const owner = await signedInUser(t, { company_name: 'Taller Ruiz', full_name: 'Ana Ruiz' });
    await call(owner.headers, 'POST', '/api/products', product('Afinación'));
    const email = 'luis@ejemplo.mx';
    await call(owner.headers, 'POST', '/api/team/invitations', { email, role: 'viewer' });
    const mail = t.mails.find((m) => m.to === email);
    expect(mail?.subject).toBe('Ana Ruiz te invitó a Taller Ruiz en Caudal');
    expect(mail?.text).toContain('como «Solo lectura»');
    const token = linkTokenFor(email);

    // Before signing in, the link says what it invites to.
    const preview = expectBody(
      await t.app.inject({ url: `/api/team/invitations/preview?token=${token}` }),
      200,
      InvitationPreviewSchema,
    );
    expect(preview).toMatchObject({
      company_name: 'Taller Ruiz',
      role: 'viewer',
      invited_by: 'Ana Ruiz',
      email,
    });

    // Someone else's account cannot use it.
    const stranger = await signedInUser(t);
    expectDetail(
      await call(stranger.headers, 'POST', '/api/team/invitations/accept', { token }),
      403,
      `Esta invitación es para ${email}. Inicia sesión o crea tu cuenta con ese correo.`,
    );

    const luis = await signedInUser(t, { email, full_name: 'Luis Pérez' });
    const ownEmptyCompany = luis.companyId;
    expect(
      expectBody(
        await call(luis.headers, 'POST', '/api/team/invitations/accept', { token }),
        200,
        InvitationAcceptedSchema,
      ),
    ).toEqual({
      company_name: 'Taller Ruiz',
      role: 'viewer',
      detail: 'Ya eres parte de Taller Ruiz como «Solo lectura».',
    });
    // Single use.
    expectDetail(
      await call(luis.headers, 'POST', '/api/team/invitations/accept', { token }),
      409,
      'Esta invitación ya se usó.',
    );
    // The empty company the account started with is gone; the owner's data is shared.
    const { rows } = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM companies WHERE id = ${ownEmptyCompany}`,
    );
    expect(rows[0]?.n).toBe(0);
    const me = expectBody(await call(luis.headers, 'GET', '/api/auth/me'), 200, UserSchema);
    expect(me).toMatchObject({ company_name: 'Taller Ruiz', role: 'viewer' });
    const products = await call(luis.headers, 'GET', '/api/products');
    expect(products.json().map((p: { name: string }) => p.name)).toEqual(['Afinación']);

    expectDetail(
      await call(luis.headers, 'POST', '/api/products', product('Frenos')),
      403,
      VIEWER_REFUSED,
    );
    expectDetail(
      await call(luis.headers, 'PUT', '/api/auth/me', { company_name: 'Otro nombre' }),
      403,
      VIEWER_REFUSED,
    );
    // Their own things stay theirs to change.
    expect(
      (await call(luis.headers, 'PUT', '/api/auth/me', { full_name: 'Luis P.' })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(luis.headers, 'PUT', '/api/config/user', {
          section: 'appearance',
          settings: { theme: 'dark' },
        })
      ).statusCode,
    ).toBe(200);
    expectDetail(
      await call(luis.headers, 'PUT', '/api/config/user', {
        section: 'analysis',
        settings: { auto_analysis_frequency: 'daily' },
      }),
      403,
      VIEWER_REFUSED,
    );

    const team = await teamOf(owner);
    expect(team.members.map((m) => [m.full_name, m.role, m.is_you])).toEqual([
      ['Ana Ruiz', 'owner', true],
      ['Luis P.', 'viewer', false],
    ]);
    expect(team.invitations.map((i) => [i.email, i.status])).toEqual([[email, 'accepted']]);
    // A viewer sees the team, not the invitations.
    expect((await teamOf(luis)).invitations).toEqual([]);

    // The invitation (a lone insert, outside any transaction) is in the owner's log, without
    // its token.
    const log = expectBody(
      await call(owner.headers, 'GET', '/api/audit-log?resource=team_invitations&action=create'),
      200,
      AuditLogSchema,
    ).entries;
    expect(log.map((e) => [e.user_name, e.after?.email, e.after?.role])).toEqual([
      ['Ana Ruiz', email, 'viewer'],
    ]);
    expect(JSON.stringify(log)).not.toContain('token_hash');
  });

  it('refuses expired, cancelled and unknown links, and an account that already holds data', async () => {
    const owner = await signedInUser(t);
    const invite = async (email: string) => {
      await call(owner.headers, 'POST', '/api/team/invitations', { email, role: 'accountant' });
      return linkTokenFor(email);
    };
    const late = await invite('tarde@ejemplo.mx');
    await t.database.db.execute(
      sql`UPDATE team_invitations SET expires_at = now() - interval '1 minute' WHERE email = 'tarde@ejemplo.mx'`,
    );
    const lateUser = await signedInUser(t, { email: 'tarde@ejemplo.mx' });
    expectDetail(
      await call(lateUser.headers, 'POST', '/api/team/invitations/accept', { token: late }),
      409,
      /venció/,
    );

    const cancelled = await invite('cancelada@ejemplo.mx');
    const id = (await teamOf(owner)).invitations.find(
      (i) => i.email === 'cancelada@ejemplo.mx',
    )?.id;
    expect((await call(owner.headers, 'DELETE', `/api/team/invitations/${id}`)).statusCode).toBe(
      204,
    );
    const cancelledUser = await signedInUser(t, { email: 'cancelada@ejemplo.mx' });
    expectDetail(
      await call(cancelledUser.headers, 'POST', '/api/team/invitations/accept', {
        token: cancelled,
      }),
      409,
      /cancelada/,
    );
    expectDetail(
      await t.app.inject({ url: `/api/team/invitations/preview?token=${'x'.repeat(43)}` }),
      404,
      /no existe/,
    );

    const busy = await invite('ocupada@ejemplo.mx');
    const busyUser = await signedInUser(t, { email: 'ocupada@ejemplo.mx' });
    await call(busyUser.headers, 'POST', '/api/products', product('Mío'));
    expectDetail(
      await call(busyUser.headers, 'POST', '/api/team/invitations/accept', { token: busy }),
      409,
      /ya lleva los datos de otra empresa/,
    );
    expectDetail(
      await call(owner.headers, 'POST', '/api/team/invitations', {
        email: 'no-es-correo',
        role: 'viewer',
      }),
      400,
      /correo electrónico válido/,
    );
    expectDetail(
      await call(owner.headers, 'POST', '/api/team/invitations', {
        email: 'x@ejemplo.mx',
        role: 'admin',
      }),
      400,
      /dueño, contador o solo lectura/,
    );
  });
});

describe('roles', () => {
  it('an accountant changes the data and sees the audit log, but not the team', async () => {
    const { owner, member } = await teamWith('accountant');
    expect(
      (await call(member.headers, 'POST', '/api/products', product('Frenos'))).statusCode,
    ).toBe(201);
    expectDetail(
      await call(member.headers, 'POST', '/api/team/invitations', {
        email: 'z@ejemplo.mx',
        role: 'viewer',
      }),
      403,
      OWNERS_ONLY,
    );
    expectDetail(
      await call(member.headers, 'PUT', `/api/team/members/${owner.user.id}`, { role: 'viewer' }),
      403,
      OWNERS_ONLY,
    );
    expect((await call(member.headers, 'GET', '/api/audit-log')).statusCode).toBe(200);
  });

  it('owners change roles and remove members, never leaving the company without an owner', async () => {
    const { owner, member } = await teamWith('viewer');
    expectDetail(
      await call(owner.headers, 'PUT', `/api/team/members/${owner.user.id}`, { role: 'viewer' }),
      409,
      'La empresa necesita al menos un dueño: nombra a otro dueño antes.',
    );
    expectDetail(
      await call(owner.headers, 'DELETE', `/api/team/members/${owner.user.id}`),
      409,
      /al menos un dueño/,
    );
    const promoted = expectBody(
      await call(owner.headers, 'PUT', `/api/team/members/${member.user.id}`, {
        role: 'accountant',
      }),
      200,
      TeamSchema,
    );
    expect(promoted.members.find((m) => m.user_id === member.user.id)?.role).toBe('accountant');
    // The role holds at the member's next request.
    expect((await call(member.headers, 'POST', '/api/products', product('Nuevo'))).statusCode).toBe(
      201,
    );

    // Removed: their sessions end; signing in again, they have an empty company of their own.
    expect(
      (await call(owner.headers, 'DELETE', `/api/team/members/${member.user.id}`)).statusCode,
    ).toBe(204);
    expect((await call(member.headers, 'GET', '/api/products')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const again = { authorization: `Bearer ${login.json().access_token}` };
    expect((await call(again, 'GET', '/api/products')).json()).toEqual([]);
    expect(login.json().user.role).toBe('owner');
    expect((await teamOf(owner)).members).toHaveLength(1);
  });

  it('answers 404 for another company’s members and invitations', async () => {
    const { owner, member } = await teamWith('viewer');
    const other = await signedInUser(t);
    await call(owner.headers, 'POST', '/api/team/invitations', {
      email: 'p@ejemplo.mx',
      role: 'viewer',
    });
    const invitation = (await teamOf(owner)).invitations.find((i) => i.status === 'pending');
    expectDetail(
      await call(other.headers, 'PUT', `/api/team/members/${member.user.id}`, { role: 'owner' }),
      404,
      'Esa persona no está en tu equipo',
    );
    expectDetail(await call(other.headers, 'DELETE', `/api/team/members/${member.user.id}`), 404);
    expectDetail(
      await call(other.headers, 'DELETE', `/api/team/invitations/${invitation?.id}`),
      404,
    );
    expect((await teamOf(other)).members).toHaveLength(1);
    expect((await teamOf(owner)).members).toHaveLength(2);
  });
});

describe('the audit log', () => {
  it('records who edited a product with before and after, a bulk import as one line, and is never edited', async () => {
    const { owner, member } = await teamWith('accountant');
    const created = await call(member.headers, 'POST', '/api/products', product('Afinación'));
    const id = created.json().id as string;
    expect(
      (
        await call(owner.headers, 'PUT', `/api/products/${id}`, {
          ...product('Afinación'),
          price: 150,
        })
      ).statusCode,
    ).toBe(200);
    const log = expectBody(
      await call(owner.headers, 'GET', '/api/audit-log?resource=products'),
      200,
      AuditLogSchema,
    );
    const [update, ...rest] = log.entries;
    expect(update).toMatchObject({
      user_name: 'Ana Ruiz',
      resource_label: 'Producto',
      action: 'update',
      resource_id: id,
    });
    expect(update?.before?.price_cents).toBe(10_000);
    expect(update?.after?.price_cents).toBe(15_000);
    expect(rest.find((e) => e.action === 'create')).toMatchObject({
      user_name: 'Luis Pérez',
      resource_id: id,
      before: null,
    });

    const entries = [];
    for (let day = 1; day <= 25; day += 1) {
      entries.push({
        date: `2026-10-${String(day).padStart(2, '0')}`,
        type: 'income',
        amount: 100,
        category: 'Ventas',
        description: 'Venta',
      });
    }
    const doc = (await call(owner.headers, 'GET', '/api/financial-data/export')).json();
    const imported = await call(owner.headers, 'POST', '/api/financial-data/import', {
      ...doc,
      cashFlow: entries,
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const bulk = expectBody(
      await call(owner.headers, 'GET', '/api/audit-log?resource=cash_flow_entries&action=create'),
      200,
      AuditLogSchema,
    ).entries;
    expect(bulk.map((e) => [e.rows, e.resource_id])).toEqual([[25, null]]);

    const filtered = expectBody(
      await call(owner.headers, 'GET', `/api/audit-log?user_id=${member.user.id}`),
      200,
      AuditLogSchema,
    ).entries;
    expect(new Set(filtered.map((e) => e.user_name))).toEqual(new Set(['Luis Pérez']));
    expectDetail(
      await call(owner.headers, 'GET', '/api/audit-log?action=borrar'),
      400,
      /create, update o delete/,
    );

    await expect(
      t.database.db.execute(
        sql`UPDATE audit_log SET action = 'create' WHERE company_id = ${owner.companyId}`,
      ),
    ).rejects.toThrow();

    // Another company's log is not reachable.
    const other = await signedInUser(t);
    expect(
      expectBody(await call(other.headers, 'GET', '/api/audit-log'), 200, AuditLogSchema).entries,
    ).toEqual([]);
  });
});

describe('deleting an account in a team', () => {
  it('a member takes only their account; the last owner takes the company, and the rest keep theirs', async () => {
    const { owner, member } = await teamWith('accountant');
    await call(owner.headers, 'POST', '/api/products', product('Afinación'));
    expect(
      (await call(member.headers, 'DELETE', '/api/auth/me', { password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(204);
    expect((await call(owner.headers, 'GET', '/api/products')).json()).toHaveLength(1);
    expect((await teamOf(owner)).members).toHaveLength(1);

    const { owner: boss, member: viewer } = await teamWith('viewer');
    expect(
      (await call(boss.headers, 'DELETE', '/api/auth/me', { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    const { rows } = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM companies WHERE id = ${boss.companyId}`,
    );
    expect(rows[0]?.n).toBe(0);
    // The viewer keeps an account, now the owner of an empty company.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: viewer.user.email, password: TEST_PASSWORD },
    });
    expect(login.json().user.role).toBe('owner');
  });
});

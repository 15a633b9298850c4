import {
  AUDIT_RESOURCE_LABELS,
  type AuditLog,
  INVITATION_DAYS,
  type InvitationPreview,
  TEAM_ROLE_LABELS,
  type Team,
  type TeamInvitation,
  type TeamRole,
} from '@caudal/contracts';
import type { Db, Queryable } from '../../db/client.ts';
import { insertOwnedCompany } from '../../lib/accounts.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { findUserById, revokeUserSessions } from '../auth/index.ts';
import * as repo from './team.repository.ts';

/**
 * The company's team (issue 20): members and their roles, invitations by email (a single-use
 * link of 7 days; the invited person signs in or registers with that email and accepts), and the
 * audit log. One person belongs to one company: accepting moves an account whose own company is
 * empty; removing a member gives them an empty company of their own, so their account still opens.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_OWNER = 'La empresa necesita al menos un dueño: nombra a otro dueño antes.';

function invitationStatus(row: repo.InvitationRow, now: Date): TeamInvitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const invitationView = (row: repo.InvitationRow, now: Date): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role as TeamRole,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  status: invitationStatus(row, now),
});

/** GET /api/team: everyone sees who is on the team; only owners see the invitations. */
export async function team(db: Queryable, auth: AuthContext, now: Date): Promise<Team> {
  const [name, members] = await Promise.all([
    repo.companyName(db, auth.companyId),
    repo.listMembers(db, auth.companyId),
  ]);
  // As of now: an owner who just changed their own role sees their new one.
  const yourRole = (members.find((m) => m.userId === auth.userId)?.role ?? auth.role) as TeamRole;
  const invitations = yourRole === 'owner' ? await repo.listInvitations(db, auth.companyId) : [];
  return {
    company_name: name,
    your_role: yourRole,
    members: members.map((m) => ({
      user_id: m.userId,
      full_name: m.fullName,
      email: m.email,
      role: m.role as TeamRole,
      joined_at: m.joinedAt.toISOString(),
      is_you: m.userId === auth.userId,
    })),
    invitations: invitations.map((i) => invitationView(i, now)),
  };
}

/** POST /api/team/invitations: the invitation and its mail, which carries the only copy of the link. */
export async function invite(
  { db, mailer, config, clock }: Pick<ModuleDeps, 'db' | 'mailer' | 'config' | 'clock'>,
  auth: AuthContext,
  input: { email: string; role: TeamRole },
) {
  const [members, me] = await Promise.all([
    repo.listMembers(db, auth.companyId),
    findUserById(db, auth.userId),
  ]);
  // The demo's credentials are public: from it, an invitation would mail anyone anything.
  if (me?.user.isSandbox) {
    throw forbidden('La cuenta demo no envía invitaciones. Crea tu cuenta para formar tu equipo.');
  }
  if (members.some((m) => m.email === input.email)) {
    throw conflict('Esa persona ya está en tu equipo');
  }
  const token = newOpaqueToken();
  const now = clock.now();
  const [row, name] = await Promise.all([
    repo.insertInvitation(db, {
      companyId: auth.companyId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: auth.userId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    }),
    repo.companyName(db, auth.companyId),
  ]);
  const link = `${config.publicUrl}/app/invitacion?token=${token}`;
  const company = name ?? 'su empresa';
  await mailer.send({
    to: input.email,
    subject: `${me?.user.fullName ?? 'Alguien'} te invitó a ${company} en Caudal`,
    text: [
      'Hola:',
      '',
      `${me?.user.fullName ?? 'Un dueño de la empresa'} te invitó a unirte a ${company} en Caudal como «${TEAM_ROLE_LABELS[input.role]}».`,
      '',
      `Para aceptar, abre este enlace (vale ${INVITATION_DAYS} días y una sola vez):`,
      link,
      '',
      `Si aún no tienes cuenta, créala con este correo (${input.email}) y vuelve al enlace.`,
      'Si no esperabas esta invitación, ignora este correo.',
    ].join('\n'),
  });
  return {
    invitation: invitationView(row, now),
    detail: `Enviamos la invitación a ${input.email}.`,
  };
}

export async function revokeInvitation(db: Queryable, auth: AuthContext, id: string) {
  if (!(await repo.revokeInvitation(db, auth.companyId, id))) {
    throw notFound('Esa invitación no existe o ya no está pendiente');
  }
}

async function usableInvitation(db: Queryable, token: string, now: Date, forUpdate = false) {
  const found = await repo.findInvitation(db, hashToken(token), forUpdate);
  if (!found)
    throw notFound('La invitación no existe. Pide a quien te invitó que la envíe de nuevo.');
  const status = invitationStatus(found.invitation, now);
  if (status === 'accepted') throw conflict('Esta invitación ya se usó.');
  if (status === 'revoked') throw conflict('Esta invitación fue cancelada por la empresa.');
  if (status === 'expired') {
    throw conflict('Esta invitación venció. Pide a quien te invitó que la envíe de nuevo.');
  }
  return found;
}

/** GET /api/team/invitations/preview?token=: what the link invites to, before signing in. */
export async function previewInvitation(
  db: Queryable,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const found = await usableInvitation(db, token, now);
  return {
    company_name: found.companyName,
    role: found.invitation.role as TeamRole,
    invited_by: found.invitedBy,
    email: found.invitation.email,
    expires_at: found.invitation.expiresAt.toISOString(),
  };
}

/** POST /api/team/invitations/accept: one transaction, the invitation locked (single use). */
export async function acceptInvitation(db: Db, auth: AuthContext, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const found = await usableInvitation(tx, token, now, true);
    const me = await findUserById(tx, auth.userId);
    if (!me || me.user.email !== found.invitation.email) {
      throw forbidden(
        `Esta invitación es para ${found.invitation.email}. Inicia sesión o crea tu cuenta con ese correo.`,
      );
    }
    const current = await repo.currentMembership(tx, auth.userId);
    if (current?.company_id === found.invitation.companyId) {
      throw conflict('Ya eres parte de esta empresa.');
    }
    if (current && (current.members > 1 || current.has_data)) {
      throw conflict(
        'Tu cuenta ya lleva los datos de otra empresa. Para unirte, usa una cuenta nueva con este correo o elimina los datos de la otra.',
      );
    }
    if (current) await repo.deleteCompany(tx, current.company_id);
    const role = found.invitation.role as TeamRole;
    await repo.addMember(tx, found.invitation.companyId, auth.userId, role);
    await repo.markAccepted(tx, found.invitation.id);
    return {
      company_name: found.companyName,
      role,
      detail: `Ya eres parte de ${found.companyName ?? 'la empresa'} como «${TEAM_ROLE_LABELS[role]}».`,
    };
  });
}

/** PUT /api/team/members/:userId {role}: never leaves the company without an owner. */
export async function changeRole(
  db: Db,
  auth: AuthContext,
  userId: string,
  role: TeamRole,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const owners = await repo.lockedOwners(tx, auth.companyId);
    const member = await repo.findMember(tx, auth.companyId, userId);
    if (!member) throw notFound('Esa persona no está en tu equipo');
    if (member.role === 'owner' && role !== 'owner' && owners.length === 1) {
      throw conflict(LAST_OWNER);
    }
    await repo.setRole(tx, userId, role);
  });
  return team(db, auth, now);
}

/**
 * DELETE /api/team/members/:userId: the member's sessions end and they get an empty company of
 * their own (their account stays theirs). An owner may leave this way if another owner remains.
 */
export async function removeMember(db: Db, auth: AuthContext, userId: string) {
  await db.transaction(async (tx) => {
    const owners = await repo.lockedOwners(tx, auth.companyId);
    const member = await repo.findMember(tx, auth.companyId, userId);
    if (!member) throw notFound('Esa persona no está en tu equipo');
    if (member.role === 'owner' && owners.length === 1) throw conflict(LAST_OWNER);
    await repo.removeMembership(tx, userId);
    await insertOwnedCompany(tx, userId, {});
    await revokeUserSessions(tx, userId);
  });
}

const AUDIT_PAGE = 50;

export async function auditLogPage(
  db: Queryable,
  auth: AuthContext,
  filters: repo.AuditFilters,
): Promise<AuditLog> {
  const rows = await repo.auditPage(db, auth.companyId, filters, AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map(({ entry, userName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      user_id: entry.userId,
      user_name: userName ?? 'Persona eliminada',
      resource: entry.resource,
      resource_label: AUDIT_RESOURCE_LABELS[entry.resource] ?? entry.resource,
      resource_id: entry.resourceId,
      action: entry.action as AuditLog['entries'][number]['action'],
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      rows: entry.rows,
    })),
    next_before: rows.length > AUDIT_PAGE ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

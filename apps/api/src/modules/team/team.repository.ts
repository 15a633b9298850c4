import type { TeamRole } from '@caudal/contracts';
import { and, asc, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  auditLog,
  companies,
  companyMembers,
  teamInvitations,
  users,
} from '../../db/schema/index.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function companyName(db: Queryable, companyId: string) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? null;
}

export function listMembers(db: Queryable, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
      fullName: users.fullName,
      email: users.email,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
}

export function listInvitations(db: Queryable, companyId: string) {
  return db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.companyId, companyId))
    .orderBy(desc(teamInvitations.createdAt))
    .limit(50);
}

export async function insertInvitation(db: Queryable, row: typeof teamInvitations.$inferInsert) {
  const [created] = await db.insert(teamInvitations).values(row).returning();
  if (!created) throw new Error('insert team_invitations returned no row');
  return created;
}

/** Revokes a pending invitation of the company; false if there was none to revoke. */
export async function revokeInvitation(db: Queryable, companyId: string, id: string) {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.companyId, companyId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The invitation a link names, with its company and who sent it; locked when `forUpdate`. */
export async function findInvitation(db: Queryable, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      invitation: teamInvitations,
      companyName: companies.name,
      invitedBy: users.fullName,
    })
    .from(teamInvitations)
    .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: teamInvitations }) : query);
  return row ?? null;
}

export async function markAccepted(db: Queryable, id: string) {
  await db
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(eq(teamInvitations.id, id));
}

export async function findMember(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The company's owners, locked, so two owners demoting each other at once leave one. */
export async function lockedOwners(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .for('update');
  return rows.map((r) => r.userId);
}

export async function setRole(db: Queryable, userId: string, role: TeamRole) {
  await db.update(companyMembers).set({ role }).where(eq(companyMembers.userId, userId));
}

export async function removeMembership(db: Queryable, userId: string) {
  await db.delete(companyMembers).where(eq(companyMembers.userId, userId));
}

export async function addMember(db: Queryable, companyId: string, userId: string, role: TeamRole) {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

/** The person's current company, its member count and whether it holds any data. */
export async function currentMembership(db: Queryable, userId: string) {
  const { rows } = await db.execute<{
    company_id: string;
    members: number;
    has_data: boolean;
  }>(sql`
    SELECT m.company_id,
      (SELECT count(*)::int FROM company_members x WHERE x.company_id = m.company_id) AS members,
      (EXISTS (SELECT 1 FROM cash_flow_entries e WHERE e.company_id = m.company_id)
        OR EXISTS (SELECT 1 FROM products p WHERE p.company_id = m.company_id)
        OR EXISTS (SELECT 1 FROM fixed_costs f WHERE f.company_id = m.company_id)) AS has_data
    FROM company_members m WHERE m.user_id = ${userId} FOR UPDATE OF m`);
  return rows[0] ?? null;
}

export async function deleteCompany(db: Queryable, companyId: string) {
  await db.delete(companies).where(eq(companies.id, companyId));
}

export type AuditFilters = {
  resource?: string;
  action?: string;
  userId?: string;
  before?: number;
};

/** One page of the company's audit log, newest first (keyset on the id). */
export function auditPage(db: Queryable, companyId: string, filters: AuditFilters, limit: number) {
  const conditions: SQL[] = [eq(auditLog.companyId, companyId)];
  if (filters.resource) conditions.push(eq(auditLog.resource, filters.resource));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.userId) conditions.push(eq(auditLog.userId, filters.userId));
  if (filters.before) conditions.push(lt(auditLog.id, filters.before));
  return db
    .select({ entry: auditLog, userName: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

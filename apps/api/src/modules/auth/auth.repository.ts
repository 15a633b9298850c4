import type { TeamRole } from '@caudal/contracts';
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Queryable as Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  companies,
  companyMembers,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { insertUserWithCompany, type NewCompany, type NewUser } from '../../lib/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type UserWithCompany = { user: UserRow; company: CompanyRow | null; role: string | null };

// Every screen asks for the signed-in user (GET /api/auth/me): a named statement built once.
const userWithCompany = preparedPerHandle((db) =>
  db
    .select({ user: users, company: companies, role: companyMembers.role })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('caudal_user_with_company'),
);

export async function findUserById(db: Db, id: string): Promise<UserWithCompany | null> {
  const [row] = await userWithCompany(db).execute({ id });
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findTakenIdentity(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), sql`lower(${users.username}) = lower(${username})`));
  return {
    email: rows.some((r) => r.email === email),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export function createUserWithCompany(db: Db, user: NewUser, company: NewCompany) {
  return db.transaction((tx) => insertUserWithCompany(tx, user, company));
}

export async function updateUserAndCompany(
  db: Db,
  { userId, companyId }: { userId: string; companyId: string },
  userFields: Partial<NewUser>,
  companyFields: Partial<NewCompany>,
) {
  await db.transaction(async (tx) => {
    if (Object.keys(userFields).length > 0) {
      await tx
        .update(users)
        .set({ ...userFields, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
    if (Object.keys(companyFields).length > 0) {
      await tx
        .update(companies)
        .set({ ...companyFields, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
    }
  });
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row;
}

/** A session not remembered ends after this long without a request (ARCHITECTURE.md). */
export const SESSION_IDLE_MINUTES = 30;

export type ActiveSession = {
  sessionId: string;
  userId: string;
  companyId: string;
  /** companies.data_version: figures computed at this version are still current. */
  dataVersion: number;
  /** The person's role in the company (company_members). */
  role: TeamRole;
};

// One round trip per signed-in request: the live session, its company and the company's data
// version, and (at most once a minute) the session's last-seen time. A named statement, so
// PostgreSQL plans it once per connection. Never cached in memory: a revoked session stops
// working on every instance at its next request.
const ACTIVE_SESSION_SQL = `
  WITH s AS (
    SELECT s.id AS session_id, s.user_id, c.id AS company_id, c.data_version, m.role,
      s.last_seen_at
    FROM sessions s JOIN company_members m ON m.user_id = s.user_id
      JOIN companies c ON c.id = m.company_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
      AND (s.remember OR s.last_seen_at > now() - make_interval(mins => $2::int))
  ), seen AS (
    UPDATE sessions SET last_seen_at = now() FROM s
    WHERE sessions.id = s.session_id AND s.last_seen_at < now() - interval '1 minute'
  )
  SELECT session_id, user_id, company_id, data_version, role FROM s`;

export async function findActiveSession(
  pool: pg.Pool,
  tokenHash: string,
): Promise<ActiveSession | null> {
  const { rows } = await pool.query<SessionRow>({
    name: 'caudal_active_session',
    text: ACTIVE_SESSION_SQL,
    values: [tokenHash, SESSION_IDLE_MINUTES],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    companyId: row.company_id,
    dataVersion: Number(row.data_version),
    role: row.role,
  };
}

type SessionRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  data_version: number;
  role: TeamRole;
};

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keepSessionId`, if given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertResetToken(db: Db, row: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(row);
}

/** Marks a live reset token used, atomically, so it works exactly once. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Every unused reset link of the user stops working (after a reset or a password change). */
export async function spendResetTokens(db: Db, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Sessions that can never be used again: expired or revoked. */
export async function deleteDeadSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Reset tokens expired for more than a day (kept a day to explain a late click). */
export async function deleteSpentResetTokens(db: Db): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
}

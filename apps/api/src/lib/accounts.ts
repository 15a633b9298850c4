import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, companyMembers, users } from '../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;
export type NewCompany = typeof companies.$inferInsert;

/**
 * A user and the company they start as its owner, in the caller's transaction: registration,
 * the demo's sandboxes and a member removed from a team (who keeps an account of their own).
 */
export async function insertUserWithCompany(tx: Queryable, user: NewUser, company: NewCompany) {
  const [createdUser] = await tx.insert(users).values(user).returning();
  if (!createdUser) throw new Error('insert users returned no row');
  const createdCompany = await insertOwnedCompany(tx, createdUser.id, company);
  return { user: createdUser, company: createdCompany };
}

/** A new company with `userId` as its owner. */
export async function insertOwnedCompany(tx: Queryable, userId: string, company: NewCompany) {
  const [created] = await tx.insert(companies).values(company).returning();
  if (!created) throw new Error('insert companies returned no row');
  await tx.insert(companyMembers).values({ userId, companyId: created.id, role: 'owner' });
  return created;
}

/**
 * The company's first owner: the name scheduled analyses are stored in and the person the
 * automation's alerts go to. Null if the company has none (it is being deleted).
 */
export async function companyOwner(
  db: Queryable,
  companyId: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId))
    .limit(1);
  return row ?? null;
}

/** Companies left without any member (their last person was deleted): removed with their data. */
export async function deleteCompaniesWithoutMembers(db: Queryable): Promise<number> {
  const { rowCount } = await db.execute(sql`
    DELETE FROM companies c
    WHERE NOT EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = c.id)`);
  return rowCount ?? 0;
}

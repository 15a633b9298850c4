import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

type NewSandboxUser = typeof users.$inferInsert;
type NewSandboxCompany = Omit<typeof companies.$inferInsert, 'ownerUserId'>;

/** The sandbox's owner and company, in the caller's transaction. */
export async function insertSandbox(
  tx: Queryable,
  user: NewSandboxUser,
  company: NewSandboxCompany,
) {
  const [createdUser] = await tx.insert(users).values(user).returning();
  if (!createdUser) throw new Error('insert users returned no row');
  const [createdCompany] = await tx
    .insert(companies)
    .values({ ...company, ownerUserId: createdUser.id })
    .returning();
  if (!createdCompany) throw new Error('insert companies returned no row');
  return { user: createdUser, company: createdCompany };
}

/** Deletes sandboxes created before `before`; their company, sessions and data go with them. */
export async function deleteSandboxesCreatedBefore(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isSandbox, true), lt(users.createdAt, before)))
    .returning({ id: users.id });
  return deleted.length;
}

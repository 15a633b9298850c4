import type { Queryable } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;
export type NewCompany = Omit<typeof companies.$inferInsert, 'ownerUserId'>;

/**
 * A user and the company they own, in the caller's transaction: registration and the demo's
 * sandboxes both create accounts this way.
 */
export async function insertUserWithCompany(tx: Queryable, user: NewUser, company: NewCompany) {
  const [createdUser] = await tx.insert(users).values(user).returning();
  if (!createdUser) throw new Error('insert users returned no row');
  const [createdCompany] = await tx
    .insert(companies)
    .values({ ...company, ownerUserId: createdUser.id })
    .returning();
  if (!createdCompany) throw new Error('insert companies returned no row');
  return { user: createdUser, company: createdCompany };
}

import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createUserWithCompany } from '../auth/auth.repository.ts';
import { DEMO_COMPANY, DEMO_SANDBOX_TTL_MS, DEMO_USER } from './demo-data.ts';

/**
 * A fresh sandbox for one visitor of the shared demo credentials: its own user and company,
 * seeded with the demo data set, isolated from every other visitor.
 */
export async function createDemoSandbox(db: Db) {
  const id = randomBytes(5).toString('hex');
  const created = await createUserWithCompany(
    db,
    {
      email: `demo-${id}@sandbox.caudal.mx`,
      username: `demo_${id}`,
      fullName: DEMO_USER.fullName,
      passwordHash: null,
      subscriptionPlan: DEMO_USER.plan,
      apiUsageLimit: DEMO_USER.apiUsageLimit,
      isSandbox: true,
    },
    { ...DEMO_COMPANY },
  );
  return {
    ...created,
    expiresAt: new Date(created.user.createdAt.getTime() + DEMO_SANDBOX_TTL_MS),
  };
}

/** Deletes sandboxes older than 24 h; their company, sessions and data go with them. */
export async function deleteExpiredSandboxes(db: Db): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.isSandbox, true),
        lt(users.createdAt, sql`now() - make_interval(secs => ${DEMO_SANDBOX_TTL_MS / 1000})`),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

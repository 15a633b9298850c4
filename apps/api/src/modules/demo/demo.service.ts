import { randomBytes } from 'node:crypto';
import { buildDemoDataSet } from '@caudal/demo-data';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { todayInMexicoCity } from '../../lib/today.ts';
import { createUserWithCompany } from '../auth/auth.repository.ts';
import { replaceCompanyRows } from '../financial-data/financial-data.repository.ts';
import { recordSteps } from '../learning/learning.repository.ts';
import { DEMO_LEARNING_STEPS, DEMO_SANDBOX_TTL_MS, DEMO_USER } from './demo-data.ts';

/**
 * A fresh sandbox for one visitor of the shared demo credentials: its own user and company,
 * seeded with the demo data set (the bakery, with 24 months of entries up to today), isolated
 * from every other visitor.
 */
export async function createDemoSandbox(db: Db, asOf: string = todayInMexicoCity()) {
  const id = randomBytes(5).toString('hex');
  const data = buildDemoDataSet(asOf);
  const { company } = data;
  const created = await db.transaction(async (tx) => {
    const sandbox = await createUserWithCompany(
      tx,
      {
        email: `demo-${id}@sandbox.caudal.mx`,
        username: `demo_${id}`,
        fullName: DEMO_USER.fullName,
        passwordHash: null,
        subscriptionPlan: DEMO_USER.plan,
        apiUsageLimit: DEMO_USER.apiUsageLimit,
        isSandbox: true,
      },
      {
        name: company.name,
        industry: company.industry,
        businessStage: company.stage,
        employeeCount: company.employees,
        foundedDate: company.foundedDate,
        businessModel: company.businessModel,
        cashBalanceCents: company.cashBalanceCentavos,
        onboardingCompletedAt: new Date(),
      },
    );
    if (!sandbox.company) throw new Error('demo sandbox without company');
    await replaceCompanyRows(tx, sandbox.company.id, {
      products: data.products.map(({ priceCentavos, variableCostCentavos, ...p }) => ({
        ...p,
        priceCents: priceCentavos,
        variableCostCents: variableCostCentavos,
      })),
      fixedCosts: data.fixedCosts.map(({ amountCentavos, ...c }) => ({
        ...c,
        amountCents: amountCentavos,
      })),
      variableCostLines: data.variableCostLines.map(({ amountCentavos, ...l }) => ({
        ...l,
        amountCents: amountCentavos,
      })),
      entries: data.entries.map(({ amountCentavos, ...e }) => ({
        ...e,
        amountCents: amountCentavos,
        source: 'demo',
      })),
    });
    await recordSteps(tx, sandbox.user.id, DEMO_LEARNING_STEPS);
    return sandbox;
  });
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

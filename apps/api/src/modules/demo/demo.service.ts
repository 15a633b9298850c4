import { randomBytes } from 'node:crypto';
import { buildDemoDataSet } from '@caudal/demo-data';
import { addDays, centavos } from '@caudal/finance';
import type { Db } from '../../db/client.ts';
import { insertUserWithCompany } from '../../lib/accounts.ts';
import { refreshEntryStatistics, replaceCompanyRows } from '../financial-data/index.ts';
import { recordSteps } from '../learning/index.ts';
import { deleteSandboxesCreatedBefore } from './demo.repository.ts';
import { DEMO_LEARNING_STEPS, DEMO_SANDBOX_TTL_MS, DEMO_USER } from './demo-data.ts';

/**
 * A fresh sandbox for one visitor of the shared demo credentials: its own user and company,
 * seeded with the demo data set (the bakery, with 24 months of entries up to `asOf`), isolated
 * from every other visitor.
 */
export async function createDemoSandbox(db: Db, asOf: string) {
  const id = randomBytes(5).toString('hex');
  const data = buildDemoDataSet(asOf);
  const { company } = data;
  const todaysNet = data.entries
    .filter((e) => e.date === asOf)
    .reduce((sum, e) => sum + (e.type === 'income' ? e.amountCentavos : -e.amountCentavos), 0);
  const created = await db.transaction(async (tx) => {
    const sandbox = await insertUserWithCompany(
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
        // Given as of yesterday (the data set's cash less today's entries), so an entry the
        // visitor adds today moves the cash, as it does for an owner who gave it before today.
        cashBalanceCentavos: centavos(company.cashBalanceCentavos - todaysNet),
        cashBalanceOn: addDays(asOf, -1),
        receivablesCentavos: company.receivablesCentavos,
        payablesCentavos: company.payablesCentavos,
        onboardingCompletedAt: new Date(),
      },
    );
    await replaceCompanyRows(tx, sandbox.company.id, {
      products: data.products,
      fixedCosts: data.fixedCosts,
      variableCostLines: data.variableCostLines,
      entries: data.entries.map((e) => ({ ...e, source: 'demo' })),
      // No customer records: the demo shows COCA and LTV/COCA as needing them (none invented).
      customerRecords: [],
      // The spec's pricing defaults; no saved what-ifs.
      pricingInputs: [],
      unitEconomicsScenarios: [],
      // Each as its even series: the same monthly return for each of its months.
      investments: data.investments.map((i) => ({
        ...i,
        cashFlowsCentavos: Array.from({ length: i.durationMonths }, () => i.monthlyReturnCentavos),
      })),
      // Planning starts empty: the owner's goals and budget, the default scenarios.
      goals: [],
      budgetLines: [],
      planningScenarios: [],
      reportKpiSettings: null,
    });
    await recordSteps(tx, sandbox.user.id, DEMO_LEARNING_STEPS);
    return sandbox;
  });
  await refreshEntryStatistics(db);
  return {
    ...created,
    expiresAt: new Date(created.user.createdAt.getTime() + DEMO_SANDBOX_TTL_MS),
  };
}

/** Deletes the sandboxes older than 24 hours at `now`. */
export function deleteExpiredSandboxes(db: Db, now: Date): Promise<number> {
  return deleteSandboxesCreatedBefore(db, new Date(now.getTime() - DEMO_SANDBOX_TTL_MS));
}

import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  budgetLines,
  cashFlowEntries,
  customerRecords,
  fixedCosts,
  goals,
  investments,
  planningScenarios,
  pricingInputs,
  products,
  profitCentreGroups,
  reportKpiSettings,
  unitEconomicsScenarios,
  variableCostLines,
} from '../../db/schema/index.ts';
import { findCompany } from '../company/company.repository.ts';

/** Everything a company owns, in a stable order. */
/** Everything of the company, its cash as of `today` (company.repository.ts#findCompany). */
export async function readCompanyData(db: Queryable, companyId: string, today: string) {
  const [
    company,
    productRows,
    fixedCostRows,
    lineRows,
    entryRows,
    customerRows,
    pricingRows,
    scenarioRows,
    investmentRows,
    groupRows,
    goalRows,
    budgetLineRows,
    planningScenarioRows,
    kpiRows,
  ] = await Promise.all([
    findCompany(db, companyId, today),
    db
      .select()
      .from(products)
      .where(eq(products.companyId, companyId))
      .orderBy(asc(products.createdAt), asc(products.id)),
    db
      .select()
      .from(fixedCosts)
      .where(eq(fixedCosts.companyId, companyId))
      .orderBy(asc(fixedCosts.createdAt), asc(fixedCosts.id)),
    db
      .select()
      .from(variableCostLines)
      .where(eq(variableCostLines.companyId, companyId))
      .orderBy(asc(variableCostLines.createdAt), asc(variableCostLines.id)),
    db
      .select()
      .from(cashFlowEntries)
      .where(eq(cashFlowEntries.companyId, companyId))
      .orderBy(desc(cashFlowEntries.date), asc(cashFlowEntries.createdAt), asc(cashFlowEntries.id)),
    db
      .select()
      .from(customerRecords)
      .where(eq(customerRecords.companyId, companyId))
      .orderBy(asc(customerRecords.month)),
    db
      .select()
      .from(pricingInputs)
      .where(eq(pricingInputs.companyId, companyId))
      .orderBy(asc(pricingInputs.productId)),
    db
      .select()
      .from(unitEconomicsScenarios)
      .where(eq(unitEconomicsScenarios.companyId, companyId))
      .orderBy(asc(unitEconomicsScenarios.createdAt), asc(unitEconomicsScenarios.id)),
    db
      .select()
      .from(investments)
      .where(eq(investments.companyId, companyId))
      .orderBy(asc(investments.createdAt), asc(investments.id)),
    db
      .select()
      .from(profitCentreGroups)
      .where(eq(profitCentreGroups.companyId, companyId))
      .orderBy(asc(profitCentreGroups.createdAt), asc(profitCentreGroups.id)),
    db
      .select()
      .from(goals)
      .where(eq(goals.companyId, companyId))
      .orderBy(asc(goals.createdAt), asc(goals.id)),
    db
      .select()
      .from(budgetLines)
      .where(eq(budgetLines.companyId, companyId))
      .orderBy(asc(budgetLines.month), asc(budgetLines.createdAt), asc(budgetLines.id)),
    db
      .select()
      .from(planningScenarios)
      .where(eq(planningScenarios.companyId, companyId))
      .orderBy(asc(planningScenarios.position)),
    db.select().from(reportKpiSettings).where(eq(reportKpiSettings.companyId, companyId)),
  ]);
  return {
    company,
    products: productRows,
    fixedCosts: fixedCostRows,
    variableCostLines: lineRows,
    entries: entryRows,
    customerRecords: customerRows,
    pricingInputs: pricingRows,
    unitEconomicsScenarios: scenarioRows,
    investments: investmentRows,
    centreGroups: groupRows,
    goals: goalRows,
    budgetLines: budgetLineRows,
    planningScenarios: planningScenarioRows,
    reportKpiSettings: kpiRows[0] ?? null,
  };
}

export type NewRows = {
  products: Omit<typeof products.$inferInsert, 'companyId'>[];
  fixedCosts: Omit<typeof fixedCosts.$inferInsert, 'companyId'>[];
  variableCostLines: Omit<typeof variableCostLines.$inferInsert, 'companyId'>[];
  entries: Omit<typeof cashFlowEntries.$inferInsert, 'companyId'>[];
  customerRecords: Omit<typeof customerRecords.$inferInsert, 'companyId'>[];
  /** Their products' ids are the new ids given to `products`. */
  pricingInputs: Omit<typeof pricingInputs.$inferInsert, 'companyId'>[];
  unitEconomicsScenarios: Omit<typeof unitEconomicsScenarios.$inferInsert, 'companyId'>[];
  investments: Omit<typeof investments.$inferInsert, 'companyId'>[];
  goals: Omit<typeof goals.$inferInsert, 'companyId'>[];
  budgetLines: Omit<typeof budgetLines.$inferInsert, 'companyId'>[];
  /** In order: each one's position is its index. */
  planningScenarios: Omit<typeof planningScenarios.$inferInsert, 'companyId' | 'position'>[];
  reportKpiSettings: Pick<typeof reportKpiSettings.$inferInsert, 'followed' | 'targets'> | null;
};

// PostgreSQL takes at most 65,535 parameters a statement; 2,000 entries use 18,000.
const CHUNK = 2000;

/**
 * Replaces the company's products, costs and entries with `rows`. Call inside a transaction:
 * a failure anywhere leaves the company as it was.
 */
/**
 * After a bulk load (an import, a demo sandbox), refreshes PostgreSQL's statistics of the
 * entries: until autovacuum gets to it the planner believes a company has a few dozen entries
 * and sorts them all for a 20-row page instead of reading the newest-first index (1.5 ms instead
 * of 0.13 ms for the demo's 3,226 entries). ANALYZE samples, so it stays quick on large tables.
 */
export async function refreshEntryStatistics(db: Queryable): Promise<void> {
  await db.execute(sql`ANALYZE cash_flow_entries, cash_flow_daily, income_counterparty_monthly`);
}

export async function replaceCompanyRows(tx: Queryable, companyId: string, rows: NewRows) {
  await tx.delete(cashFlowEntries).where(eq(cashFlowEntries.companyId, companyId));
  await tx.delete(products).where(eq(products.companyId, companyId));
  await tx.delete(fixedCosts).where(eq(fixedCosts.companyId, companyId));
  await tx.delete(variableCostLines).where(eq(variableCostLines.companyId, companyId));
  await tx.delete(customerRecords).where(eq(customerRecords.companyId, companyId));
  await tx.delete(unitEconomicsScenarios).where(eq(unitEconomicsScenarios.companyId, companyId));
  // (pricing_inputs went with their products.)
  await tx.delete(investments).where(eq(investments.companyId, companyId));
  await tx.delete(profitCentreGroups).where(eq(profitCentreGroups.companyId, companyId));
  await tx.delete(goals).where(eq(goals.companyId, companyId));
  await tx.delete(budgetLines).where(eq(budgetLines.companyId, companyId));
  await tx.delete(planningScenarios).where(eq(planningScenarios.companyId, companyId));
  await tx.delete(reportKpiSettings).where(eq(reportKpiSettings.companyId, companyId));
  // Lists are ordered by creation time: give each row its own instant, in document order.
  const start = Date.now();
  const own = <T extends object>(list: T[], offset = 0) =>
    list.map((row, i) => ({ ...row, companyId, createdAt: new Date(start + offset + i) }));
  if (rows.products.length) await tx.insert(products).values(own(rows.products));
  if (rows.fixedCosts.length) await tx.insert(fixedCosts).values(own(rows.fixedCosts));
  if (rows.variableCostLines.length) {
    await tx.insert(variableCostLines).values(own(rows.variableCostLines));
  }
  if (rows.customerRecords.length) {
    await tx.insert(customerRecords).values(own(rows.customerRecords));
  }
  if (rows.pricingInputs.length) {
    await tx.insert(pricingInputs).values(rows.pricingInputs.map((r) => ({ ...r, companyId })));
  }
  if (rows.unitEconomicsScenarios.length) {
    await tx.insert(unitEconomicsScenarios).values(own(rows.unitEconomicsScenarios));
  }
  if (rows.investments.length) await tx.insert(investments).values(own(rows.investments));
  if (rows.goals.length) await tx.insert(goals).values(own(rows.goals));
  for (let i = 0; i < rows.budgetLines.length; i += CHUNK) {
    await tx.insert(budgetLines).values(own(rows.budgetLines.slice(i, i + CHUNK), i));
  }
  if (rows.planningScenarios.length) {
    await tx
      .insert(planningScenarios)
      .values(rows.planningScenarios.map((s, position) => ({ ...s, companyId, position })));
  }
  if (rows.reportKpiSettings) {
    await tx.insert(reportKpiSettings).values({ ...rows.reportKpiSettings, companyId });
  }
  for (let i = 0; i < rows.entries.length; i += CHUNK) {
    await tx.insert(cashFlowEntries).values(own(rows.entries.slice(i, i + CHUNK), i));
  }
}

/** Inserts the company's centre groups (replaceCompanyRows has deleted the old ones). */
export async function insertCentreGroups(
  tx: Queryable,
  companyId: string,
  rows: { name: string; centreKeys: string[] }[],
) {
  const start = Date.now();
  if (rows.length === 0) return;
  await tx
    .insert(profitCentreGroups)
    .values(rows.map((row, i) => ({ ...row, companyId, createdAt: new Date(start + i) })));
}

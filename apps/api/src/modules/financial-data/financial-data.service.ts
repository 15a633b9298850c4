import { randomUUID } from 'node:crypto';
import type { ExportDocument, ImportDocumentSchema, ImportResult, z } from '@caudal/contracts';
import { computedMetricsView } from '../../figures/index.ts';
import type { DataKind } from '../../lib/events.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext, CompanyAt } from '../../lib/request-auth.ts';
import { entryRecords } from '../cash-flow/cash-flow.repository.ts';
import { updateCompanyRow } from '../company/company.repository.ts';
import { companyChanges, companyView } from '../company/index.ts';
import { costLineRecords, fixedCostRecords } from '../costs/costs.repository.ts';
import { customerRecordRecords } from '../customers/customers.repository.ts';
import { readGrowthData, replaceGrowthData } from '../growth/growth.repository.ts';
import { growthDocumentOf, growthRowsOf } from '../growth/index.ts';
import { budgetLineRecords, goalRecords } from '../planning/planning.repository.ts';
import { productRecords } from '../products/products.repository.ts';
import { remapProductCentres } from '../profitability/index.ts';
import {
  centreGroupRecords,
  investmentRecords,
} from '../profitability/profitability.repository.ts';
import { kpiSettingsOf } from '../reports/reports.repository.ts';
import { scenarioRecords } from '../unit-economics/unit-economics.repository.ts';
import {
  insertCentreGroups,
  readCompanyData,
  refreshEntryStatistics,
  replaceCompanyRows,
} from './financial-data.repository.ts';

/** An import bringing at least this many entries refreshes the planner's statistics. */
const BULK_ENTRIES = 500;

/** The company's whole financial data as one document, with its computed metrics. */
export async function exportCompanyData(
  { db, clock }: Pick<ModuleDeps, 'db' | 'clock'>,
  company: CompanyAt,
): Promise<ExportDocument> {
  const { companyId } = company;
  const [data, metrics, growth] = await Promise.all([
    readCompanyData(db, companyId, clock.today()),
    computedMetricsView(db, company, clock.today()),
    readGrowthData(db, companyId),
  ]);
  if (!data.company) throw notFound('Empresa no encontrada');
  const { cashBalanceGiven: _given, ...profile } = companyView(data.company);
  return {
    company: profile,
    metrics,
    products: data.products.map(productRecords.toView),
    fixedCosts: data.fixedCosts.map(fixedCostRecords.toView),
    variableCostLines: data.variableCostLines.map(costLineRecords.toView),
    cashFlow: data.entries.map((row) => ({
      ...entryRecords.toView(row),
      isrWithheld: row.isrWithheldCentavos,
      ivaWithheld: row.ivaWithheldCentavos,
      otherWithheld: row.otherWithheldCentavos,
    })),
    customerRecords: data.customerRecords.map(customerRecordRecords.toView),
    pricingInputs: data.pricingInputs.map((r) => ({
      productId: r.productId,
      targetMargin: r.targetMarginPercent,
      competitorPrice: r.competitorPriceCentavos,
      priceElasticity: r.priceElasticity,
      demand: r.demand,
    })),
    unitEconomicsScenarios: data.unitEconomicsScenarios.map(scenarioRecords.toView),
    investments: data.investments.map((row) => {
      const i = investmentRecords.toView(row);
      return {
        id: i.id,
        name: i.name,
        type: i.type,
        initialCost: i.initialCost,
        riskLevel: i.riskLevel,
        periodUnit: i.periodUnit,
        discountRate: i.discountRate,
        ...(i.monthlyReturn === null
          ? { cashFlows: i.cashFlows }
          : { monthlyReturn: i.monthlyReturn, duration: i.duration }),
        ...(i.salvageValue === null ? {} : { salvageValue: i.salvageValue }),
      };
    }),
    centreGroups: data.centreGroups.map((row) => {
      const g = centreGroupRecords.toView(row);
      return { id: g.id, name: g.name, centreKeys: g.centreKeys };
    }),
    goals: data.goals.map((row) => {
      const { createdAt: _, ...goal } = goalRecords.toView(row);
      return goal;
    }),
    budgetLines: data.budgetLines.map((row) => {
      const { createdAt: _, ...line } = budgetLineRecords.toView(row);
      return line;
    }),
    planningScenarios: data.planningScenarios.map((s) => ({
      id: s.id,
      name: s.name,
      probability: s.probability,
      revenueImpact: s.revenueImpact,
      costImpact: s.costImpact,
      description: s.description,
    })),
    reportKpiSettings: data.reportKpiSettings && kpiSettingsOf(data.reportKpiSettings),
    growth: growthDocumentOf(growth),
    exportedAt: clock.now().toISOString(),
  };
}

/** All or nothing: the document replaces the company's data inside one transaction. */
export async function importCompanyData(
  { db, events, clock }: Pick<ModuleDeps, 'db' | 'events' | 'clock'>,
  auth: AuthContext,
  doc: z.output<typeof ImportDocumentSchema>,
): Promise<ImportResult> {
  // Products get new ids; what names a product by its document id follows it to its new one.
  const newId = new Map(doc.products.flatMap((p) => (p.id ? [[p.id, randomUUID()] as const] : [])));
  const productId = (documentId: string) => newId.get(documentId) as string;
  await db.transaction(async (tx) => {
    // The document's cash balance counts as today's.
    await updateCompanyRow(tx, auth.companyId, companyChanges(doc.company, clock.today()));
    await replaceCompanyRows(tx, auth.companyId, {
      products: doc.products.map((p) => ({
        ...productRecords.toRow(p),
        ...(p.id ? { id: productId(p.id) } : {}),
      })),
      fixedCosts: doc.fixedCosts.map(fixedCostRecords.toRow),
      variableCostLines: doc.variableCostLines.map(costLineRecords.toRow),
      entries: doc.cashFlow.map((e) => ({
        ...entryRecords.toRow(e),
        // A breakdown the document carries (no rate to recompute it from): kept as written.
        ...(e.ivaRate == null &&
        (e.iva != null || e.isrWithheld != null || e.ivaWithheld != null || e.otherWithheld != null)
          ? {
              ivaRate: null,
              ivaCentavos: e.iva ?? null,
              isrWithheldCentavos: e.isrWithheld ?? null,
              ivaWithheldCentavos: e.ivaWithheld ?? null,
              otherWithheldCentavos: e.otherWithheld ?? null,
            }
          : {}),
        source: 'import',
      })),
      customerRecords: doc.customerRecords.map(customerRecordRecords.toRow),
      pricingInputs: doc.pricingInputs.map((i) => ({
        productId: productId(i.productId),
        targetMarginPercent: i.targetMargin,
        competitorPriceCentavos: i.competitorPrice,
        priceElasticity: i.priceElasticity,
        demand: i.demand,
      })),
      unitEconomicsScenarios: doc.unitEconomicsScenarios.map((s) =>
        scenarioRecords.toRow({
          name: s.name,
          productId: s.productId === null ? null : productId(s.productId),
          inputs: s.inputs,
        }),
      ),
      investments: doc.investments.map(investmentRecords.toRow),
      goals: doc.goals.map(goalRecords.toRow),
      budgetLines: doc.budgetLines.map(budgetLineRecords.toRow),
      planningScenarios: doc.planningScenarios.map(({ id: _, ...s }) => s),
      reportKpiSettings: doc.reportKpiSettings,
    });
    await insertCentreGroups(
      tx,
      auth.companyId,
      doc.centreGroups.map((g) => ({
        name: g.name,
        centreKeys: remapProductCentres(g.centreKeys, newId),
      })),
    );
    await replaceGrowthData(tx, auth.companyId, growthRowsOf(doc.growth));
    // Importing is entering data: it counts for the kinds of data it brings.
    const kinds: DataKind[] = ['company'];
    if (doc.products.length > 0) kinds.push('product');
    if (doc.fixedCosts.length > 0) kinds.push('fixed-cost');
    if (doc.variableCostLines.length > 0) kinds.push('cost-line');
    if (doc.cashFlow.length > 0) kinds.push('cash-flow-entry');
    if (doc.customerRecords.length > 0) kinds.push('customer-record');
    if (doc.pricingInputs.length > 0) kinds.push('pricing-inputs');
    if (doc.unitEconomicsScenarios.length > 0) kinds.push('unit-economics-scenario');
    if (doc.investments.length > 0) kinds.push('investment');
    if (doc.centreGroups.length > 0) kinds.push('profit-centre-group');
    if (doc.goals.length > 0) kinds.push('goal');
    if (doc.budgetLines.length > 0) kinds.push('budget-line');
    if (doc.planningScenarios.length > 0) kinds.push('planning-scenario');
    await events.emit(
      'company-data-changed',
      { companyId: auth.companyId, userId: auth.userId, action: 'imported', kinds },
      { db: tx },
    );
  });
  if (doc.cashFlow.length >= BULK_ENTRIES) await refreshEntryStatistics(db);
  return {
    products: doc.products.length,
    fixedCosts: doc.fixedCosts.length,
    variableCostLines: doc.variableCostLines.length,
    cashFlow: doc.cashFlow.length,
    customerRecords: doc.customerRecords.length,
    pricingInputs: doc.pricingInputs.length,
    unitEconomicsScenarios: doc.unitEconomicsScenarios.length,
    investments: doc.investments.length,
    centreGroups: doc.centreGroups.length,
    goals: doc.goals.length,
    budgetLines: doc.budgetLines.length,
    planningScenarios: doc.planningScenarios.length,
  };
}

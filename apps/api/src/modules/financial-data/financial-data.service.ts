import type { DataStepId, ImportDocumentSchema, ImportResult, z } from '@caudal/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { companyView, updateCompany } from '../company/company.service.ts';
import {
  entryToRow,
  entryView,
  fixedCostToRow,
  fixedCostView,
  productToRow,
  productView,
  variableCostLineToRow,
  variableCostLineView,
} from '../company-records/mappers.ts';
import { recordSteps } from '../learning/learning.repository.ts';
import { readCompanyData, replaceCompanyRows } from './financial-data.repository.ts';

/** The company's whole financial data as one document (metrics are added by the caller). */
export async function exportCompanyData(db: Db, companyId: string) {
  const data = await readCompanyData(db, companyId);
  if (!data.company) throw notFound('Empresa no encontrada');
  return {
    company: companyView(data.company),
    products: data.products.map(productView),
    fixedCosts: data.fixedCosts.map(fixedCostView),
    variableCostLines: data.variableCostLines.map(variableCostLineView),
    cashFlow: data.entries.map(entryView),
  };
}

/** All or nothing: the document replaces the company's data inside one transaction. */
export async function importCompanyData(
  db: Db,
  companyId: string,
  userId: string,
  doc: z.output<typeof ImportDocumentSchema>,
): Promise<ImportResult> {
  await db.transaction(async (tx) => {
    await updateCompany(tx, companyId, doc.company);
    await replaceCompanyRows(tx, companyId, {
      products: doc.products.map(productToRow),
      fixedCosts: doc.fixedCosts.map(fixedCostToRow),
      variableCostLines: doc.variableCostLines.map(variableCostLineToRow),
      entries: doc.cashFlow.map((e) => ({ ...entryToRow(e), source: 'import' })),
    });
    // Importing is entering data: it counts for the modules whose data it brings.
    const steps: DataStepId[] = ['company-profile'];
    if (doc.products.length > 0) steps.push('product');
    if (doc.fixedCosts.length + doc.variableCostLines.length > 0) steps.push('fixed-cost');
    if (doc.cashFlow.length > 0) steps.push('cash-flow-entry');
    await recordSteps(tx, userId, steps);
  });
  return {
    products: doc.products.length,
    fixedCosts: doc.fixedCosts.length,
    variableCostLines: doc.variableCostLines.length,
    cashFlow: doc.cashFlow.length,
  };
}

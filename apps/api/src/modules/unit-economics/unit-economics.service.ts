import type { UnitEconomicsViewResponse } from '@caudal/contracts';
import {
  type CustomerMonth,
  computeMetrics,
  monthKey,
  UNIT_ECONOMICS_VIEW_RULES,
  type UnitEconomicsInput,
  type UnitEconomicsView,
  unitEconomicsView,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import { unitEconomicsParts } from './unit-economics.repository.ts';

/**
 * The company's unit economics as finance computes it: products, customer records, the
 * marketing entries of the last months and the typical month's marketing costs, one statement.
 */
export async function loadUnitEconomicsView(
  db: Queryable,
  companyId: string,
  asOf: string,
): Promise<UnitEconomicsView> {
  // The history reaches back from at most the current month.
  const from = `${monthKey(asOf, -UNIT_ECONOMICS_VIEW_RULES.historyMonths)}-01`;
  const { products, records, marketing, snapshot } = await readParts(
    db,
    unitEconomicsParts(companyId, asOf, from),
  );
  return unitEconomicsView({
    asOf,
    products,
    records,
    marketingEntries: marketing,
    catalogueMarketingCentavos: computeMetrics(snapshot).monthlyMarketingCosts,
  });
}

/** Finance's inputs in the wire's names (centavos until the response is encoded). */
export const inputsView = (i: UnitEconomicsInput) => ({
  pricePerUnit: i.pricePerUnitCentavos,
  variableCosts: i.variableCostsCentavos,
  marketingSpend: i.marketingSpendCentavos,
  newCustomers: i.newCustomers,
  avgPurchaseFreq: i.avgPurchaseFreq,
  retentionMonths: i.retentionMonths,
});

const monthView = ({ marketingSpendCentavos, ...m }: CustomerMonth) => ({
  ...m,
  marketingSpend: marketingSpendCentavos,
});

const views = createFiguresMemo<UnitEconomicsViewResponse>();

/** GET /api/unit-economics/view: computed once per data version (customer records included). */
export function unitEconomicsScreen(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<UnitEconomicsViewResponse> {
  const { companyId, dataVersion } = company;
  return views(`${companyId}|${asOf}`, dataVersion, async () => {
    const view = await loadUnitEconomicsView(db, companyId, asOf);
    return {
      month: view.month,
      customers: monthView(view.customers),
      history: view.history.map(monthView),
      purchaseFrequency: view.purchaseFrequency,
      retentionMonths: view.retentionMonths,
      options: view.options.map(({ inputs, ...o }) => ({ ...o, inputs: inputsView(inputs) })),
      assumed: view.assumed,
    };
  });
}

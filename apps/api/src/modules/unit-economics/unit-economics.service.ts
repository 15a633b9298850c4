import type { UnitEconomicsViewResponse } from '@caudal/contracts';
import type { CustomerMonth, UnitEconomicsInput } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { loadUnitEconomicsView } from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';

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
      customersNeeded: view.customersNeeded,
    };
  });
}

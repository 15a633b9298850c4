import type { ComputedMetricsView } from '@caudal/contracts';
import {
  type ComputedMetrics,
  computeMetrics,
  type FinancialSnapshot,
  toPesos,
} from '@caudal/finance';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, fixedCosts, products, variableCostLines } from '../../db/schema/index.ts';

/** What finance needs from the database: the company's catalogue, costs and cash. */
export async function loadSnapshot(db: Queryable, companyId: string): Promise<FinancialSnapshot> {
  const [company, productRows, costRows, lineRows] = await Promise.all([
    db
      .select({ cash: companies.cashBalanceCents })
      .from(companies)
      .where(eq(companies.id, companyId)),
    db.select().from(products).where(eq(products.companyId, companyId)),
    db.select().from(fixedCosts).where(eq(fixedCosts.companyId, companyId)),
    db.select().from(variableCostLines).where(eq(variableCostLines.companyId, companyId)),
  ]);
  return {
    products: productRows.map((p) => ({
      name: p.name,
      priceCentavos: p.priceCents,
      variableCostCentavos: p.variableCostCents,
      monthlySales: p.monthlySales,
    })),
    fixedCosts: costRows.map((c) => ({
      name: c.name,
      amountCentavos: c.amountCents,
      recurring: c.recurring,
      category: c.category,
    })),
    variableCostLines: lineRows.map((l) => ({
      name: l.name,
      amountCentavos: l.amountCents,
      type: l.type as 'fixed' | 'variable',
      category: l.category,
    })),
    cashBalanceCentavos: company[0]?.cash ?? null,
  };
}

const pesos = (centavos: number | null) => (centavos === null ? null : toPesos(centavos));

/** The metrics as the API shows them: money in pesos, everything else as finance gives it. */
export function metricsView(m: ComputedMetrics): ComputedMetricsView {
  return {
    ...m,
    monthlyRevenue: toPesos(m.monthlyRevenue),
    monthlyVariableCosts: toPesos(m.monthlyVariableCosts),
    monthlyFixedCosts: toPesos(m.monthlyFixedCosts),
    monthlyNetProfit: toPesos(m.monthlyNetProfit),
    averageSellingPrice: pesos(m.averageSellingPrice),
    averageVariableCost: pesos(m.averageVariableCost),
    contributionMargin: pesos(m.contributionMargin),
    breakEvenRevenue: pesos(m.breakEvenRevenue),
    operatingCashFlow: toPesos(m.operatingCashFlow),
    burnRate: toPesos(m.burnRate),
    customerAcquisitionCost: pesos(m.customerAcquisitionCost),
    monthlyMarketingCosts: toPesos(m.monthlyMarketingCosts),
    notes: { ...m.notes },
  };
}

export async function companyMetrics(db: Queryable, companyId: string) {
  return computeMetrics(await loadSnapshot(db, companyId));
}

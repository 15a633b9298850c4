import {
  COST_RULES,
  computeMetrics,
  monthKey,
  UNIT_ECONOMICS_VIEW_RULES,
  type UnitEconomicsView,
  unitEconomicsView,
} from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { jsonRows, readParts } from '../db/parts.ts';
import { centavosOf } from './amounts.ts';
import { customerRecordsPart } from './customer-records.ts';
import { productsPart } from './products.ts';
import { snapshotPart } from './snapshot.ts';

/**
 * Expenses in a marketing category (finance COST_RULES: Marketing, Publicidad; compared without
 * case or accents, spelled out so it does not depend on the database's locale), by month.
 */
function marketingByMonthPart(companyId: string, from: string, to: string) {
  return jsonRows(
    sql`SELECT coalesce(json_agg(json_build_object('month', m.month, 'amount', m.amount)
          ORDER BY m.month), '[]') FROM (
          SELECT to_char(date, 'YYYY-MM') AS month, sum(amount_cents) AS amount
          FROM cash_flow_daily
          WHERE company_id = ${companyId} AND type = 'expense' AND date >= ${from} AND date <= ${to}
            AND translate(lower(btrim(category)), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
              = ANY(${sql.param([...COST_RULES.marketingCategories])}::text[])
          GROUP BY 1) m`,
    (r) => ({ month: String(r.month), amountCentavos: centavosOf(r.amount) }),
  );
}

/** What the unit-economics view and Carlos read, in one statement. */
export function unitEconomicsParts(companyId: string, asOf: string, from: string) {
  return {
    products: productsPart(companyId),
    records: customerRecordsPart(companyId),
    marketing: marketingByMonthPart(companyId, from, asOf),
    snapshot: snapshotPart(companyId, asOf),
  };
}

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
  const metrics = computeMetrics(snapshot);
  return unitEconomicsView({
    asOf,
    products,
    records,
    marketingEntries: marketing,
    catalogueMarketingCentavos: metrics.monthlyMarketingCosts,
    variableCostPerUnitCentavos: metrics.averageVariableCost,
  });
}

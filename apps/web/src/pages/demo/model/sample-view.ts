import type { Dashboard, FixedCost } from '@caudal/contracts';
import {
  type CompanyFigures,
  type ComputedMetrics,
  type CostShare,
  costBreakdown,
  monthlyFixedCostAmount,
  type PeriodTotals,
  type ProductContribution,
  periodFlowMargin,
  periodRanges,
  periodTotalsOf,
  productContributions,
} from '@caudal/finance';
import { type Centavos, ZERO_CENTAVOS } from '@caudal/finance/money';
import { type Finding, sampleAnalysis } from './sample-analysis.ts';
import {
  cashAt,
  entriesIn,
  latestEntries,
  type NumberedEntry,
  type SampleCompany,
  snapshotAt,
} from './sample-company.ts';
import { sampleDashboard } from './sample-dashboard.ts';

/** Everything the five tabs of the demo show for one simulated day. */
export type SampleView = {
  day: string;
  dashboard: Dashboard;
  /** The catalogue's typical month (costs, break-even, product margins). */
  metrics: ComputedMetrics;
  /** The figures core (cash, runway, margins, health), as the app computes them. */
  figures: CompanyFigures;
  /** The last 30 days and the 30 before them. */
  current: PeriodTotals;
  previous: PeriodTotals;
  /** Margen de flujo of the last 30 days: net cash flow over income, percent. */
  flowMarginPercent: number | null;
  cashCentavos: Centavos;
  latest: NumberedEntry[];
  products: (ProductContribution & { priceCentavos: Centavos; variableCostCentavos: Centavos })[];
  /** The month's fixed costs by category, and each one as the app's fixed-cost rows. */
  fixedCosts: CostShare[];
  costs: FixedCost[];
  findings: Finding[];
};

export const LATEST_ENTRIES = 8;

export function sampleView(company: SampleCompany, day: string): SampleView {
  const { dashboard, metrics, figures } = sampleDashboard(company, day);
  const ranges = periodRanges('30d', day);
  const current = periodTotalsOf(entriesIn(company, ranges.current));
  const previous = periodTotalsOf(entriesIn(company, ranges.previous));
  const cashCentavos = cashAt(company, day);
  const snapshot = snapshotAt(company, day);
  return {
    day,
    dashboard,
    metrics,
    figures,
    current,
    previous,
    flowMarginPercent: periodFlowMargin(current).percent,
    cashCentavos,
    latest: latestEntries(company, day, LATEST_ENTRIES),
    products: productContributions(snapshot.products).map((c, i) => ({
      ...c,
      priceCentavos: snapshot.products[i]?.priceCentavos ?? ZERO_CENTAVOS,
      variableCostCentavos: snapshot.products[i]?.variableCostCentavos ?? ZERO_CENTAVOS,
    })),
    fixedCosts: costBreakdown(
      snapshot.fixedCosts.map((c) => ({
        category: c.category,
        amountCentavos: monthlyFixedCostAmount(c),
      })),
    ),
    // The data set's costs have no ids: their position names them.
    costs: company.data.fixedCosts.map((cost, index) => ({
      id: String(index),
      name: cost.name,
      amount: cost.amountCentavos,
      category: cost.category,
      recurring: cost.recurring,
    })),
    findings: sampleAnalysis({ metrics, figures, current, previous }),
  };
}

import { count, money, months, percent, ratio, score, units } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * GET /api/financial-data/metrics: the spec's computed metrics (000 §3); percents as 0..100. The
 * catalogue's typical month (revenue, costs, unit figures, break-even, customers) from the
 * products and costs; the operating cash flow, runway, burn rate, liquidity, net margin and
 * health score are the figures core's, the header's and the dashboard's, on `figuresBasis`. A
 * null value has its Spanish reason in `notes`, under the same name.
 */
export const ComputedMetricsSchema = z.object({
  monthlyRevenue: money(),
  monthlyVariableCosts: money(),
  monthlyFixedCosts: money(),
  monthlyNetProfit: money(),
  averageSellingPrice: money().nullable(),
  averageVariableCost: money().nullable(),
  contributionMargin: money().nullable(),
  contributionMarginPercent: percent().nullable(),
  breakEvenUnits: units().nullable(),
  breakEvenRevenue: money().nullable(),
  currentMarginOfSafety: percent().nullable(),
  operatingCashFlow: money(),
  runwayMonths: months().nullable(),
  burnRate: money(),
  grossMargin: percent().nullable(),
  netMargin: percent().nullable(),
  liquidityRatio: ratio().nullable(),
  healthScore: score().nullable(),
  /** The owner's latest recorded month; null without customer records. */
  totalCustomers: count().nullable(),
  customerAcquisitionCost: money().nullable(),
  monthlyMarketingCosts: money(),
  monthlyNewCustomers: count().nullable(),
  averagePurchaseFrequency: ratio(),
  averageCustomerLifetime: months(),
  healthScoreParts: z.object({
    netMargin: score().nullable(),
    grossMargin: score().nullable(),
    marginOfSafety: score().nullable(),
    contributionMargin: score().nullable(),
  }),
  /** Spanish: what the figures core's metrics rest on ("tus últimos 90 días"). */
  figuresBasis: z.string(),
  notes: z.record(z.string(), z.string()),
});
export type ComputedMetricsView = z.infer<typeof ComputedMetricsSchema>;

import { count, money, months, percent, ratio, score, units } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * GET /api/financial-data/metrics: the spec's computed metrics (000 §3) of a typical month,
 * from the products and costs; percents as 0..100. A null value has its Spanish reason in
 * `notes`, under the same name.
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
  healthScore: score(),
  totalCustomers: count(),
  customerAcquisitionCost: money().nullable(),
  monthlyMarketingCosts: money(),
  monthlyNewCustomers: count(),
  averagePurchaseFrequency: ratio(),
  averageCustomerLifetime: months(),
  healthScoreParts: z.object({
    netMargin: score(),
    grossMargin: score(),
    marginOfSafety: score(),
    contributionMargin: score(),
  }),
  notes: z.record(z.string(), z.string()),
});
export type ComputedMetricsView = z.infer<typeof ComputedMetricsSchema>;

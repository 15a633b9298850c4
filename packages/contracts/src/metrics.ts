import { z } from './zod-es.ts';

const money = z.number();
const maybeMoney = z.number().nullable();

/**
 * GET /api/financial-data/metrics: the spec's computed metrics (000 §3), money in pesos,
 * percents as 0..100. A null value has its Spanish reason in `notes`, under the same name.
 */
export const ComputedMetricsSchema = z.object({
  monthlyRevenue: money,
  monthlyVariableCosts: money,
  monthlyFixedCosts: money,
  monthlyNetProfit: money,
  averageSellingPrice: maybeMoney,
  averageVariableCost: maybeMoney,
  contributionMargin: maybeMoney,
  contributionMarginPercent: z.number().nullable(),
  breakEvenUnits: z.number().nullable(),
  breakEvenRevenue: maybeMoney,
  currentMarginOfSafety: z.number().nullable(),
  operatingCashFlow: money,
  runwayMonths: z.number().nullable(),
  burnRate: money,
  grossMargin: z.number().nullable(),
  netMargin: z.number().nullable(),
  liquidityRatio: z.number().nullable(),
  healthScore: z.number(),
  totalCustomers: z.number(),
  customerAcquisitionCost: maybeMoney,
  monthlyMarketingCosts: money,
  monthlyNewCustomers: z.number(),
  averagePurchaseFrequency: z.number(),
  averageCustomerLifetime: z.number(),
  healthScoreParts: z.object({
    netMargin: z.number(),
    grossMargin: z.number(),
    marginOfSafety: z.number(),
    contributionMargin: z.number(),
  }),
  notes: z.record(z.string(), z.string()),
});
export type ComputedMetricsView = z.infer<typeof ComputedMetricsSchema>;

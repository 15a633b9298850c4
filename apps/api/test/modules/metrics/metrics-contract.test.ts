import { ComputedMetricsSchema } from '@caudal/contracts';
import { type ComputedMetrics, computeMetrics } from '@caudal/finance';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { metricsView } from '../../../src/modules/metrics/metrics.service.ts';

describe('the metrics contract', () => {
  it('has exactly the fields finance computes', () => {
    expectTypeOf<keyof ComputedMetrics>().toEqualTypeOf<keyof typeof ComputedMetricsSchema.shape>();
    const metrics = computeMetrics({
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashBalanceCentavos: null,
    });
    expect(Object.keys(metrics).sort()).toEqual(Object.keys(ComputedMetricsSchema.shape).sort());
  });

  it('the API view converts every money field to pesos and validates', () => {
    const metrics = computeMetrics({
      products: [{ priceCentavos: 12_345, variableCostCentavos: 4_000, monthlySales: 100 }],
      fixedCosts: [{ amountCentavos: 300_000, recurring: true, category: 'Marketing' }],
      variableCostLines: [],
      cashBalanceCentavos: 1_000_000,
    });
    const view = ComputedMetricsSchema.parse(metricsView(metrics));
    expect(view.monthlyRevenue).toBe(12_345);
    expect(view.monthlyFixedCosts).toBe(3_000);
    expect(view.monthlyMarketingCosts).toBe(3_000);
    expect(view.contributionMargin).toBe((12_345 - 4_000) / 100);
    expect(view.healthScore).toBe(metrics.healthScore);
  });
});

import { ComputedMetricsSchema, z } from '@caudal/contracts';
import { type ComputedMetrics, centavos as c, computeMetrics } from '@caudal/finance';
import { describe, expect, expectTypeOf, it } from 'vitest';

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

  it("sends finance's metrics as they are, money in centavos", () => {
    expectTypeOf<ComputedMetrics>().toExtend<z.output<typeof ComputedMetricsSchema>>();
  });

  it('the response converts every money field to pesos on the wire, and nothing else', () => {
    const metrics = computeMetrics({
      products: [{ priceCentavos: c(12_345), variableCostCentavos: c(4_000), monthlySales: 100 }],
      fixedCosts: [{ amountCentavos: c(300_000), recurring: true, category: 'Marketing' }],
      variableCostLines: [],
      cashBalanceCentavos: c(1_000_000),
    });
    const view = z.encode(ComputedMetricsSchema, metrics);
    expect(view.monthlyRevenue).toBe(12_345);
    expect(view.monthlyFixedCosts).toBe(3_000);
    expect(view.monthlyMarketingCosts).toBe(3_000);
    expect(view.contributionMargin).toBe((12_345 - 4_000) / 100);
    expect(view.healthScore).toBe(metrics.healthScore);
  });
});

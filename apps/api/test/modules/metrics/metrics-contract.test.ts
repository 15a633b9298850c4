import { ComputedMetricsSchema, z } from '@caudal/contracts';
import { type ComputedMetrics, centavos as c, computeMetrics } from '@caudal/finance';
import { describe, expect, expectTypeOf, it } from 'vitest';

/** The spec's metrics the figures core gives (figures/company-figures.ts#computedMetricsView). */
const FROM_FIGURES = [
  'burnRate',
  'figuresBasis',
  'healthScore',
  'healthScoreParts',
  'liquidityRatio',
  'operatingCashFlow',
  'runwayMonths',
] as const;

describe('the metrics contract', () => {
  it("has the catalogue's fields finance computes and the figures core's", () => {
    const metrics = computeMetrics({
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashBalanceCentavos: null,
    });
    expect(Object.keys(ComputedMetricsSchema.shape).sort()).toEqual(
      [...Object.keys(metrics), ...FROM_FIGURES].sort(),
    );
  });

  it("sends the catalogue's metrics as they are, money in centavos", () => {
    expectTypeOf<ComputedMetrics>().toExtend<
      Omit<z.output<typeof ComputedMetricsSchema>, (typeof FROM_FIGURES)[number]>
    >();
  });

  it('the response converts every money field to pesos on the wire, and nothing else', () => {
    const metrics = computeMetrics({
      products: [{ priceCentavos: c(12_345), variableCostCentavos: c(4_000), monthlySales: 100 }],
      fixedCosts: [{ amountCentavos: c(300_000), recurring: true, category: 'Marketing' }],
      variableCostLines: [],
      cashBalanceCentavos: c(1_000_000),
    });
    const view = z.encode(ComputedMetricsSchema, {
      ...metrics,
      operatingCashFlow: c(934_500),
      runwayMonths: null,
      burnRate: c(12_345),
      liquidityRatio: 3.5,
      healthScore: 80,
      healthScoreParts: {
        netMargin: 25,
        grossMargin: 15,
        marginOfSafety: 25,
        contributionMargin: 15,
      },
      figuresBasis: 'estimado con tus productos y costos',
    });
    expect(view.monthlyRevenue).toBe(12_345);
    expect(view.monthlyFixedCosts).toBe(3_000);
    expect(view.monthlyMarketingCosts).toBe(3_000);
    expect(view.contributionMargin).toBe((12_345 - 4_000) / 100);
    expect(view.operatingCashFlow).toBe(9_345);
    expect(view.burnRate).toBe(123.45);
    expect(view.liquidityRatio).toBe(3.5);
    expect(view.healthScore).toBe(80);
  });
});

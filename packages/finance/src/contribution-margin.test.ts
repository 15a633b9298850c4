import { describe, expect, it } from 'vitest';
import { productContributions } from './contribution-margin.ts';
import { centavos as c } from './money.ts';

describe('contribution by product (chapter 7)', () => {
  it('per unit, percent, month and share of the total', () => {
    const [bread, cake] = productContributions([
      {
        name: 'Pan de caja',
        priceCentavos: c(4_500),
        variableCostCentavos: c(1_800),
        monthlySales: 400,
      },
      {
        name: 'Pastel',
        priceCentavos: c(35_000),
        variableCostCentavos: c(14_000),
        monthlySales: 30,
      },
    ]);
    expect(bread).toMatchObject({
      unitContributionCentavos: 2_700,
      contributionPercent: 60,
      monthlyContributionCentavos: 1_080_000,
    });
    expect(bread?.shareOfContribution).toBeCloseTo((1_080_000 / 1_710_000) * 100, 12);
    expect(cake).toMatchObject({
      unitContributionCentavos: 21_000,
      monthlyContributionCentavos: 630_000,
    });
  });
  it('free product: no percent, with a reason', () => {
    const [free] = productContributions([
      { priceCentavos: c(0), variableCostCentavos: c(0), monthlySales: 0 },
    ]);
    expect(free?.contributionPercent).toBeNull();
    expect(free?.notes.contributionPercent).toBeTruthy();
    expect(free?.shareOfContribution).toBeNull();
  });
});

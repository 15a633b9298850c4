import { describe, expect, it } from 'vitest';
import { BREAK_EVEN_REASONS, breakEvenAnalysis, marginOfSafetyTone } from './break-even.ts';
import { centavos as c } from './money.ts';

describe('break-even of a product (chapter 9)', () => {
  // Fixed 10,000 MXN, price 100, unit cost 60 → contribution 40 → 250 units, 25,000 MXN.
  const a = breakEvenAnalysis({
    fixedCostsCentavos: c(1_000_000),
    priceCentavos: c(10_000),
    variableCostCentavos: c(6_000),
    monthlySales: 300,
  });

  it('units, revenue, days at 30 days a month, margin of safety', () => {
    expect(a.units).toBe(250);
    expect(a.revenueCentavos).toBe(2_500_000);
    expect(a.days).toBe(25); // 250 units at 10 a day
    expect(a.marginOfSafetyPercent).toBeCloseTo((50 / 300) * 100, 12);
  });

  it('scenarios at 70 / 100 / 150 % of the break-even volume', () => {
    expect(a.scenarios).toEqual([
      { factor: 0.7, units: 175, revenueCentavos: 1_750_000, profitCentavos: -300_000 },
      { factor: 1, units: 250, revenueCentavos: 2_500_000, profitCentavos: 0 },
      { factor: 1.5, units: 375, revenueCentavos: 3_750_000, profitCentavos: 500_000 },
    ]);
  });

  it('scenarios in whole units: 70 % of 334 is 233.8 → 234, 150 % is 501', () => {
    const odd = breakEvenAnalysis({
      fixedCostsCentavos: c(1_000_000),
      priceCentavos: c(9_000),
      variableCostCentavos: c(6_000),
      monthlySales: 400,
    });
    expect(odd.scenarios.map((s) => s.units)).toEqual([234, 334, 501]);
    // 234 × $90 = $21,060; 234 × $30 − $10,000 = −$2,980.
    expect(odd.scenarios[0]).toMatchObject({
      revenueCentavos: 2_106_000,
      profitCentavos: -298_000,
    });
  });

  it('rounds units up: 10,000 / 30 = 333.33 → 334', () => {
    expect(
      breakEvenAnalysis({
        fixedCostsCentavos: c(1_000_000),
        priceCentavos: c(9_000),
        variableCostCentavos: c(6_000),
        monthlySales: 1,
      }).units,
    ).toBe(334);
  });

  it('no contribution: nulls with the reason, no scenarios', () => {
    const none = breakEvenAnalysis({
      fixedCostsCentavos: c(100),
      priceCentavos: c(50),
      variableCostCentavos: c(50),
      monthlySales: 10,
    });
    expect(none).toMatchObject({ units: null, revenueCentavos: null, days: null, scenarios: [] });
    expect(none.notes.units).toBe(BREAK_EVEN_REASONS.noContribution);
  });

  it('no sales: no days', () => {
    const idle = breakEvenAnalysis({
      fixedCostsCentavos: c(100),
      priceCentavos: c(50),
      variableCostCentavos: c(10),
      monthlySales: 0,
    });
    expect(idle.units).toBe(3);
    expect(idle.days).toBeNull();
    expect(idle.notes.days).toBe(BREAK_EVEN_REASONS.noSales);
  });
});

describe('margin of safety colour (chapter 9: the health-score bands 30 / 15 / 5)', () => {
  it.each([
    ['30 % earns all 25 points → good', 30, 'good'],
    ["the book's bakery: (69,780 − 51,000) ÷ 69,780 = 26.9 % → warning", 26.9, 'warning'],
    ['chapter 9: (12,000 − 10,000) ÷ 12,000 = 16.7 % → warning', (2_000 / 12_000) * 100, 'warning'],
    ['15 % earns 15 points → warning', 15, 'warning'],
    ['5 % earns 10 points → warning', 5, 'warning'],
    ['4.99 % earns nothing → bad', 4.99, 'bad'],
    ['−10 %: below break-even → bad', -10, 'bad'],
  ] as const)('%s', (_rule, percent, tone) => {
    expect(marginOfSafetyTone(percent)).toBe(tone);
  });
});

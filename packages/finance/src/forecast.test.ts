import { describe, expect, it } from 'vitest';
import { forecast, PLANNING_SCENARIO_DEFAULTS, scenarioAnalysis } from './forecast.ts';
import { centavos as c } from './money.ts';
import { projectionAssumptions } from './projection.ts';

describe('36-month forecast (001 §9, chapter 14)', () => {
  const months = forecast({
    monthlyRevenueCentavos: c(10_000_000),
    monthlyCostsCentavos: c(8_000_000),
    asOf: '2025-03-10',
    assumptions: projectionAssumptions(null),
  });
  const g = (k: number) => (1 + 0.08 / 12) ** k;

  it('36 months from the next calendar month', () => {
    expect(months).toHaveLength(36);
    expect(months[0]?.month).toBe('2025-04');
    expect(months[35]?.month).toBe('2028-03');
  });

  it.each([
    ['conservative: revenue × 0.9, costs × 0.95', 'conservative', 0.9, 0.95],
    ["realistic: the projection rule's own line", 'realistic', 1, 1],
    ['optimistic: revenue × 1.15, costs × 1.05', 'optimistic', 1.15, 1.05],
  ] as const)('month 12, %s, growth (1 + 8 %/12)^12', (_rule, id, revenueFactor, costFactor) => {
    const m12 = months[11]?.cases[id];
    expect(m12?.revenueCentavos).toBe(Math.round(10_000_000 * g(12) * revenueFactor));
    expect(m12?.costsCentavos).toBe(Math.round(8_000_000 * g(12) * costFactor));
    expect(m12?.profitCentavos).toBe((m12?.revenueCentavos ?? 0) - (m12?.costsCentavos ?? 0));
  });

  it('a shorter horizon', () => {
    expect(
      forecast({
        monthlyRevenueCentavos: c(1),
        monthlyCostsCentavos: c(1),
        asOf: '2025-01-01',
        months: 6,
        assumptions: projectionAssumptions(null),
      }),
    ).toHaveLength(6);
  });
});

describe('planning scenarios (001 §9, chapter 15)', () => {
  it('the default probabilities add up to 100 %', () => {
    expect(PLANNING_SCENARIO_DEFAULTS.reduce((a, s) => a + s.probability, 0)).toBe(100);
  });

  it('applies impacts and weights profits by probability', () => {
    const a = scenarioAnalysis(
      { monthlyRevenueCentavos: c(1_000_000), monthlyCostsCentavos: c(800_000) },
      PLANNING_SCENARIO_DEFAULTS,
    );
    expect(a.outcomes.map((o) => o.profitCentavos)).toEqual([
      1_200_000 - 880_000, // +20 % revenue, +10 % costs
      200_000,
      800_000 - 760_000, // −20 %, −5 %
      600_000 - 720_000, // −40 %, −10 %
    ]);
    expect(a.expectedProfitCentavos).toBe(
      Math.round((320_000 * 25 + 200_000 * 50 + 40_000 * 20 - 120_000 * 5) / 100),
    );
    expect(a.totalProbability).toBe(100);
  });

  it('no probabilities: expected profit null with a reason', () => {
    const a = scenarioAnalysis({ monthlyRevenueCentavos: c(1), monthlyCostsCentavos: c(1) }, []);
    expect(a.expectedProfitCentavos).toBeNull();
    expect(a.notes.expectedProfitCentavos).toBeTruthy();
  });
});

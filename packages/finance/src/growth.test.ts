import { describe, expect, it } from 'vitest';
import {
  defaultMonthlyGrowthPercent,
  GROWTH_SCENARIOS,
  growthProjection,
  simulatedRoi,
  simulateGrowth,
} from './growth.ts';
import {
  growthKpiCards,
  localGrowthFallback,
  suggestedGrowthTarget,
  syntheticHistory,
} from './growth-kpis.ts';
import { centavos } from './money.ts';
import { projectionAssumptions } from './projection.ts';

describe('simulated ROI = (return − investment) / investment × 100 (001 §9)', () => {
  it.each([
    ['conservative: (180,000 − 50,000) / 50,000 = 260 %', 'conservative', 260],
    ['realistic: (350,000 − 120,000) / 120,000 = 191.67 %', 'realistic', (230 / 120) * 100],
    ['aggressive: (600,000 − 250,000) / 250,000 = 140 %', 'aggressive', 140],
  ] as const)('%s', (_rule, id, roi) => {
    expect(simulatedRoi(GROWTH_SCENARIOS[id]).roi).toBeCloseTo(roi, 12);
  });
  it('no investment → null', () => {
    expect(
      simulatedRoi({ investmentCentavos: centavos(0), expectedReturnCentavos: centavos(1) }),
    ).toEqual({
      roi: null,
      notes: { roi: 'Sin inversión no hay retorno que medir.' },
    });
  });
});

describe('six-month projection (001 §9 and DECISIONS)', () => {
  it('uses the real revenue, the next 6 calendar months, the one projection rule', () => {
    const p = growthProjection({
      baseRevenueCentavos: centavos(10_000_000),
      asOf: '2025-10-20',
      // The owner's 24 % a year: 2 % a month.
      assumptions: projectionAssumptions(24),
    });
    expect(p.estimated).toBe(false);
    expect(p.months.map((m) => m.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    // 102,000 at 2 %; conservative × 0.9 = 91,800; aggressive (optimistic) × 1.15 = 117,300.
    expect(p.months[0]).toMatchObject({
      conservative: 9_180_000,
      realistic: 10_200_000,
      aggressive: 11_730_000,
    });
    // 1.02⁶ = 1.126162419264.
    expect(p.months[5]?.realistic).toBe(11_261_624);
  });
  it('falls back to 115,000 MXN, flagged as an estimate', () => {
    const p = growthProjection({
      baseRevenueCentavos: null,
      asOf: '2025-10-20',
      assumptions: projectionAssumptions(null),
    });
    expect(p.estimated).toBe(true);
    // 115,000 × (1 + 0.08/12) = 115,766.67, × 0.9 = 104,190.
    expect(p.months[0]?.realistic).toBe(11_576_667);
    expect(p.months[0]?.conservative).toBe(10_419_000);
  });
});

describe('simulator (001 §9)', () => {
  it('default monthly growth = annual target / 12 (25 % → 2.0833 %)', () => {
    expect(defaultMonthlyGrowthPercent()).toBeCloseTo(25 / 12, 12);
    expect(defaultMonthlyGrowthPercent(12)).toBe(1);
  });
  it('projects at months 3, 6, 9, 12 and at the end of the period', () => {
    const s = simulateGrowth({
      scenario: 'conservative',
      baseRevenueCentavos: centavos(1_000_000),
      periodMonths: 24,
      monthlyGrowthPercent: 1,
    });
    expect(s.checkpoints.map((c) => c.month)).toEqual([3, 6, 9, 12]);
    expect(s.checkpoints[0]?.revenueCentavos).toBe(Math.round(1_000_000 * 1.01 ** 3));
    expect(s.projectedRevenueCentavos).toBe(Math.round(1_000_000 * 1.01 ** 24));
    expect(s).toMatchObject({ roi: 260, riskLevel: 'low', probability: 85 });
    // 50,000 over 180,000 returned in 12 months → 3.33 months
    expect(s.timeToBreakeven).toBeCloseTo(10 / 3, 12);
  });

  it("every field moves the result: the owner's investment and the scenario's own figures", () => {
    const run = (extra: object) =>
      simulateGrowth({
        scenario: 'realistic',
        baseRevenueCentavos: centavos(1_000_000),
        periodMonths: 12,
        monthlyGrowthPercent: 2,
        ...extra,
      });
    // Realistic: 350,000 returned in 10 months. Invest 100,000: ROI (350 − 100) / 100 = 250 %;
    // break-even 100,000 / 35,000 a month = 2.86 months.
    const lean = run({ investmentCentavos: centavos(10_000_000) });
    expect(lean.roi).toBeCloseTo(250, 12);
    expect(lean.timeToBreakeven).toBeCloseTo(100 / 35, 12);
    // Invest 175,000: ROI 100 %; break-even 5 months.
    const heavy = run({ investmentCentavos: centavos(17_500_000) });
    expect(heavy.roi).toBeCloseTo(100, 12);
    expect(heavy.timeToBreakeven).toBeCloseTo(5, 12);
    // The owner's own card: 500,000 returned in 20 months at 60 %, high risk.
    const own = run({
      investmentCentavos: centavos(10_000_000),
      scenarioFigures: {
        investmentCentavos: centavos(12_000_000),
        expectedReturnCentavos: centavos(50_000_000),
        timeframe: 20,
        risk: 'high',
        probability: 60,
      },
    });
    expect(own).toMatchObject({ roi: 400, riskLevel: 'high', probability: 60 });
    expect(own.timeToBreakeven).toBeCloseTo(4, 12);
    // Period and growth: 12 months at 2 % → 1,000,000 × 1.02^12.
    expect(lean.projectedRevenueCentavos).toBe(Math.round(1_000_000 * 1.02 ** 12));
    expect(run({ periodMonths: 6 }).projectedRevenueCentavos).toBe(
      Math.round(1_000_000 * 1.02 ** 6),
    );
  });
});

describe('growth KPI cards (001 §9: targets 1.5×, 1.4×, 1.2×, 0.85×)', () => {
  const current = {
    monthlyRevenueCentavos: centavos(10_000_000),
    activeCustomers: 300,
    profitMarginPercent: 20,
    acquisitionCostCentavos: centavos(50_000),
  };
  it('targets from today and progress toward them', () => {
    const cards = growthKpiCards({ current });
    expect(cards.map((c) => [c.key, c.target])).toEqual([
      ['revenue', 15_000_000],
      ['customers', 420],
      ['margin', 24],
      ['acquisitionCost', 42_500],
    ]);
    expect(cards[0]?.progress).toBeCloseTo(100 / 1.5, 12);
    expect(cards[3]?.progress).toBe(85); // lower is better: target / current
    expect(cards[0]?.growth).toBeNull();
    expect(cards[0]?.notes.growth).toBeTruthy();
  });
  it('growth and trend against the previous period', () => {
    const cards = growthKpiCards({
      current,
      previous: { ...current, monthlyRevenueCentavos: centavos(8_000_000), activeCustomers: 320 },
    });
    expect(cards[0]).toMatchObject({ growth: 25, trend: 'up' });
    expect(cards[1]).toMatchObject({ growth: -6.25, trend: 'down' });
    expect(cards[2]).toMatchObject({
      growth: 0,
      growthIn: 'points',
      trend: 'flat',
      changeTone: 'neutral',
    });
  });
  it('a margin moves in points; a higher acquisition cost is bad news', () => {
    const cards = growthKpiCards({
      current,
      previous: {
        ...current,
        profitMarginPercent: 12.5,
        acquisitionCostCentavos: centavos(40_000),
      },
    });
    // 20 % against 12.5 %: 7.5 points, not +60 %.
    expect(cards[2]).toMatchObject({ growth: 7.5, growthIn: 'points', changeTone: 'good' });
    // 500 against 400 pesos: +25 %, up, and worse.
    expect(cards[3]).toMatchObject({ growth: 25, trend: 'up', changeTone: 'bad' });
  });
});

describe('suggested targets are never worse than today (issue 31)', () => {
  it.each([
    // A loss aims at break-even: −180 % → 0 %, not −180 × 1.2 = −216 %.
    ['margin −180 % → 0 %', 'margin', -180, 0],
    ['margin −0.5 % → 0 %', 'margin', -0.5, 0],
    // Under 15 % aims at 15 %: 0 % and 5.08 % → 15 %, 14.99 % → 15 %.
    ['margin 0 % → 15 %', 'margin', 0, 15],
    ['margin 5.08 % → 15 %', 'margin', 5.08, 15],
    ['margin 14.99 % → 15 %', 'margin', 14.99, 15],
    // From 15 % on, §9's × 1.2: 15 → 18, 25 → 30.
    ['margin 15 % → 18 %', 'margin', 15, 18],
    ['margin 25 % → 30 %', 'margin', 25, 30],
    // Revenue × 1.5 and customers × 1.4 never below today: 0 stays 0, 1 customer stays 1.
    ['revenue 3,200,000 → 4,800,000', 'revenue', 3_200_000, 4_800_000],
    ['revenue 0 → 0', 'revenue', 0, 0],
    ['customers 1 → 1 (1.4 rounds to 1)', 'customers', 1, 1],
    ['customers 300 → 420', 'customers', 300, 420],
    // The acquisition cost × 0.85, never above today.
    ['acquisition cost 50,000 → 42,500', 'acquisitionCost', 50_000, 42_500],
    ['acquisition cost 0 → 0', 'acquisitionCost', 0, 0],
  ] as const)('%s', (_rule, key, base, target) => {
    expect(suggestedGrowthTarget(key, base)).toBeCloseTo(target, 10);
  });

  it('a loss-making month: the margin card aims at 0 %, progress not measured', () => {
    const cards = growthKpiCards({
      current: {
        monthlyRevenueCentavos: centavos(1_000_000),
        activeCustomers: null,
        profitMarginPercent: -180,
        acquisitionCostCentavos: null,
      },
    });
    expect(cards[2]).toMatchObject({ key: 'margin', current: -180, target: 0 });
    expect(cards[2]?.progress).toBeNull();
  });
});

describe('synthetic history (only when there is none, DECISIONS)', () => {
  it('ends last month at today’s revenue, 12 %/year back, costs 65 %, always estimated', () => {
    const h = syntheticHistory({
      currentMonthlyRevenueCentavos: centavos(1_000_000),
      months: 12,
      asOf: '2025-06-10',
    });
    expect(h).toHaveLength(12);
    expect(h[11]).toEqual({
      month: '2025-05',
      revenueCentavos: 1_000_000,
      expensesCentavos: 650_000,
      profitCentavos: 350_000,
      estimated: true,
    });
    expect(h[0]?.month).toBe('2024-06');
    expect(h[0]?.revenueCentavos).toBe(Math.round(1_000_000 / 1.12 ** (11 / 12)));
  });
});

describe('local growth fallback (001 §8)', () => {
  it.each([
    [
      'customer value 999.99 MXN → raise value',
      centavos(99_999),
      ['Aumentar Valor por Cliente', 'Expansión de Productos'],
    ],
    [
      'customer value 499.99 MXN → both',
      centavos(49_999),
      ['Aumentar Valor por Cliente', 'Acelerar Adquisición de Clientes', 'Expansión de Productos'],
    ],
    ['customer value 1,000 MXN → only expansion', centavos(100_000), ['Expansión de Productos']],
  ] as const)('%s', (_rule, value, opportunities) => {
    expect(
      localGrowthFallback({ customerValueCentavos: value, baseCentavos: centavos(1_000_000) }),
    ).toMatchObject({ opportunities, investmentRequiredCentavos: 150_000, timeline: '6-12 meses' });
  });
});

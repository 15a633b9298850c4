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
    // 1 % a month on 10,000 adds 10,000 × Σ(1.01^k − 1) = 10,000 × 3.2432 = 32,432 of revenue
    // in 24 months; at the default 35 % that is 11,351 of profit, far from the 50,000 invested:
    // ROI (11,351 − 50,000) / 50,000 = −77.3 %, no payback, and so no probability of it.
    expect(s.profitMarginPercent).toBe(35);
    expect(s.incrementalProfitCentavos / 100).toBeCloseTo(11_351.2, -1);
    expect(s.roi).toBeCloseTo(-77.3, 1);
    expect(s).toMatchObject({ timeToBreakeven: null, riskLevel: 'low', probability: 0 });
    expect(s.notes.timeToBreakeven).toContain('no se recupera en 24 meses');
  });

  // Issue 33: 10 %, 0 % and −5 % a month all answered ROI 191.67 % (the card's fixed return).
  describe('ROI, payback and probability come from the simulated growth', () => {
    const run = (monthlyGrowthPercent: number, extra: object = {}) =>
      simulateGrowth({
        scenario: 'realistic',
        baseRevenueCentavos: centavos(10_000_000),
        periodMonths: 12,
        monthlyGrowthPercent,
        investmentCentavos: centavos(12_000_000),
        profitMarginPercent: 20,
        ...extra,
      });

    it('10 % a month: 230,454 of extra profit, ROI 92 %, back in 9.04 months', () => {
      // Month k adds 100,000 × (1.1^k − 1) of revenue, 20 % of it profit: 2,000, 4,200, 6,620,
      // 9,282, 12,210.20, 15,431.22, 18,974.34, 22,871.78, 27,158.95, 31,874.85, … Over 12
      // months 20,000 × Σ(1.1^k − 1) = 20,000 × 11.522712 = 230,454.23.
      const s = run(10);
      expect(s.incrementalProfitCentavos / 100).toBeCloseTo(230_454.23, 1);
      // (230,454.23 − 120,000) / 120,000 = 92.05 %.
      expect(s.roi).toBeCloseTo(92.045, 2);
      // After 9 months 118,748.49 are back; the 1,251.51 left take 1,251.51 / 31,874.85 of month 10.
      expect(s.timeToBreakeven).toBeCloseTo(9 + 1_251.51 / 31_874.85, 4);
      // Over the card's 10 months it expects 150,623.34, less than the card's 350,000: 70 %.
      expect(s.probability).toBe(70);
    });

    it('0 % a month adds nothing: ROI −100 %, never back, probability 0', () => {
      const s = run(0);
      expect(s.incrementalProfitCentavos).toBe(0);
      expect(s.roi).toBe(-100);
      expect(s.timeToBreakeven).toBeNull();
      expect(s.probability).toBe(0);
      expect(s.notes.timeToBreakeven).toBe(
        'Con este crecimiento la inversión no se recupera en 12 meses: la utilidad adicional no alcanza a pagarla.',
      );
    });

    it('−5 % a month loses on top of the investment: ROI −154.45 %', () => {
      // 20,000 × Σ(0.95^k − 1) = 20,000 × (19 × (1 − 0.95^12) − 12) = 20,000 × −3.266840
      // = −65,336.80; (−65,336.80 − 120,000) / 120,000 = −154.45 %.
      const s = run(-5);
      expect(s.incrementalProfitCentavos / 100).toBeCloseTo(-65_336.8, 0);
      expect(s.roi).toBeCloseTo(-154.447, 2);
      expect(s.timeToBreakeven).toBeNull();
      expect(s.probability).toBe(0);
    });

    it("a plan asking more than the owner's card is less likely, in proportion", () => {
      // The owner's card promises 100,000 in 10 months at 60 %; 10 % a month expects 150,623.34
      // in those 10 months: 60 × 100,000 / 150,623.34 = 39.83 %.
      const s = run(10, {
        scenarioFigures: {
          investmentCentavos: centavos(12_000_000),
          expectedReturnCentavos: centavos(10_000_000),
          timeframe: 10,
          risk: 'high',
          probability: 60,
        },
      });
      expect(s.probability).toBeCloseTo((60 * 100_000) / 150_623.34, 3);
      expect(s.riskLevel).toBe('high');
      // The same growth gives the same ROI whatever the card says: it comes from the series.
      expect(s.roi).toBeCloseTo(run(10).roi ?? 0, 12);
    });

    it('period and growth move the projected revenue', () => {
      expect(run(2).projectedRevenueCentavos).toBe(Math.round(10_000_000 * 1.02 ** 12));
      expect(run(2, { periodMonths: 6 }).projectedRevenueCentavos).toBe(
        Math.round(10_000_000 * 1.02 ** 6),
      );
    });
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

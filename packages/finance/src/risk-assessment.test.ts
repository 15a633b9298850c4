import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import {
  customerConcentration,
  debtToEquity,
  incomeCounterparty,
  revenueVolatility,
  riskAssessment,
} from './risk-assessment.ts';

describe('signals of chapter 12', () => {
  it.each([
    [
      'imported CFDI: the name after the last ·',
      'Factura A-12 · Comercial Rocha',
      'import',
      'comercial rocha',
    ],
    ['a payment complement', 'Pago de la factura 1A2B · ÉL S.A.', 'import', 'el s.a.'],
    ['counter sales are many customers', 'Ventas de mostrador con tarjeta', 'manual', null],
    ['a manual description is the customer', '  Cliente  Pérez ', 'manual', 'cliente perez'],
    ['a manual description with · is kept whole', 'Pedido · Boda', 'manual', 'pedido boda'],
    ['no description', null, 'manual', null],
  ] as const)('counterparty: %s', (_rule, description, source, expected) => {
    expect(incomeCounterparty(description, source)).toBe(expected);
  });

  it('concentration: 500 + 300 + 100 + 100 named, 1,000 anonymous, of 2,000', () => {
    const result = customerConcentration(
      [
        { counterparty: 'a', amountCentavos: c(300) },
        { counterparty: 'b', amountCentavos: c(300) },
        { counterparty: 'a', amountCentavos: c(200) },
        { counterparty: 'c', amountCentavos: c(100) },
        { counterparty: 'd', amountCentavos: c(100) },
        { counterparty: null, amountCentavos: c(1000) },
      ],
      c(2000),
    );
    expect(result).toEqual({ topShare: 25, topThreeShare: 45 });
  });
  it('concentration without named counterparties or revenue → null', () => {
    expect(customerConcentration([{ counterparty: null, amountCentavos: c(5) }], c(5))).toBeNull();
    expect(customerConcentration([{ counterparty: 'a', amountCentavos: c(5) }], c(0))).toBeNull();
  });

  it('volatility of 100, 200, 300: sd √(20,000/3) = 81.65 over 200 → 40.82 %', () => {
    expect(revenueVolatility([100, 200, 300])).toBeCloseTo(40.8248, 3);
    expect(revenueVolatility([150, 150, 150])).toBe(0);
    expect(revenueVolatility([100, 200])).toBeNull();
    expect(revenueVolatility([0, 0, 0])).toBeNull();
  });

  it('debt to equity: 380,000 / 400,000 = 0.95; no equity → null', () => {
    expect(debtToEquity(c(38_000_000), c(40_000_000))).toBe(0.95);
    expect(debtToEquity(c(1), c(0))).toBeNull();
    expect(debtToEquity(null, c(1))).toBeNull();
  });
});

const low = { name: 'x', riskLevel: 'medium' as const };

describe('risk assessment (Alex, chapter 12)', () => {
  it('names an investment whose VPN is negative at its own rate (issue 33)', () => {
    const a = riskAssessment({
      debtToEquity: null,
      concentration: null,
      revenueVolatility: null,
      burnRateCentavos: c(0),
      cashCentavos: null,
      monthlyCostsCentavos: c(0),
      operatingMargin: null,
      netMargin: null,
      investments: [
        // 100,000 for 5,000 × 12 months at 12 %: VPN 5,000 × 11.291516 − 100,000 = −43,542.42.
        {
          ...low,
          name: 'Vitrina',
          npvCentavos: c(-4_354_242),
          discountRatePercent: 12,
          irrPercent: [-57.3],
        },
        {
          ...low,
          name: 'Horno',
          npvCentavos: c(130_729),
          discountRatePercent: 10,
          irrPercent: [16.3],
        },
        { ...low, name: 'Sin serie' },
      ],
    });
    expect(a.keyRisks.filter((r) => r.includes('VPN'))).toEqual([
      'La inversión «Vitrina» tiene VPN negativo a tu tasa de 12 % (su TIR es -57.3 %): lo que produce no paga lo que te cuesta el dinero.',
    ]);
  });

  it('a profitable company that depends on one customer', () => {
    const a = riskAssessment({
      debtToEquity: 0.95,
      concentration: { topShare: 30, topThreeShare: 45 },
      revenueVolatility: 12,
      burnRateCentavos: c(0),
      cashCentavos: c(30_000_000),
      monthlyCostsCentavos: c(10_000_000),
      operatingMargin: 10,
      netMargin: 8,
      investments: [low, low, low],
    });
    // score: base 75, no rule applies
    expect(a.score).toMatchObject({ score: 75, level: 'medium' });
    // financial 0.95 × 30 = 28.5; market max(60 + 5/75 × 40, 12 × 2) = 62.7;
    // liquidity 3 months → 30 + 3/4 × 30 = 52.5; operational 60 − 1.2 × 10 = 48
    expect(a.breakdown.financial).toMatchObject({ percent: 28.5, tone: 'good' });
    expect(a.breakdown.market).toMatchObject({ percent: 62.7, tone: 'bad' });
    // 3 months of costs is over the book's 2: the cash's level is good, and so is its colour.
    expect(a.breakdown.liquidity).toMatchObject({ percent: 52.5, tone: 'good' });
    expect(a.breakdown.operational).toMatchObject({ percent: 48, tone: 'warning' });
    expect(a.cashMonths).toBe(3);
    expect(a.cashLevel).toBe('good');
    expect(a.recommendations.map((r) => [r.code, r.priority])).toEqual([
      ['diversify-customers', 'high'],
      ['raise-margin', 'medium'],
    ]);
    expect(a.keyRisks).toHaveLength(2);
    expect(a.keyRisks[0]).toContain('30 %');
    expect(a.missing).toEqual([]);
  });

  it('profitable with 1.7 months of costs in the bank: the same medium level Maya names', () => {
    const a = riskAssessment({
      debtToEquity: null,
      concentration: null,
      revenueVolatility: null,
      burnRateCentavos: c(0),
      cashCentavos: c(5_100_000),
      monthlyCostsCentavos: c(3_000_000),
      operatingMargin: 10,
      netMargin: 8,
      investments: [low, low, low],
    });
    // 51,000 ÷ 30,000 = 1.7 months of costs: under the book's 2, a warning (not "alta").
    expect(a.cashMonths).toBe(1.7);
    expect(a.cashLevel).toBe('warning');
    expect(a.recommendations.find((r) => r.code === 'build-cash')?.priority).toBe('medium');
  });

  it('a company losing money, in debt, with volatile sales', () => {
    const a = riskAssessment({
      debtToEquity: 2.5,
      concentration: { topShare: 20, topThreeShare: 60 },
      revenueVolatility: 40,
      burnRateCentavos: c(5_000_000),
      cashCentavos: c(5_000_000),
      monthlyCostsCentavos: c(20_000_000),
      operatingMargin: -10,
      netMargin: -12,
      investments: [],
    });
    // score 75 − 25 (net margin < 5) − 10 (fewer than 3 investments) = 40
    expect(a.score).toMatchObject({ score: 40, level: 'high' });
    // financial 75; market max(max(50, 60), 80) = 80; operational 72; liquidity: the cash lasts
    // 1 month at the loss but covers 50,000 / 200,000 = 0.25 months of costs, the fewer:
    // 60 + (2 − 0.25) / 2 × 40 = 95.
    expect(a.breakdown.financial.percent).toBe(75);
    expect(a.breakdown.market.percent).toBe(80);
    expect(a.breakdown.liquidity.percent).toBe(95);
    expect(a.cashMonths).toBe(0.25);
    // 50,000 ÷ 50,000 a month: 1 month of runway, critical (Maya says the same: high risk).
    expect(a.cashLevel).toBe('critical');
    expect(a.breakdown.operational.percent).toBe(72);
    expect(a.recommendations.every((r) => r.priority === 'high')).toBe(true);
    // The score's penalty for the margin is a key risk; the one for diversification is not.
    expect(a.keyRisks).toContain('Margen neto menor al 5 %.');
    expect(a.keyRisks).not.toContain('Menos de 3 inversiones: poca diversificación.');
    expect(a.recommendations.map((r) => r.code).sort()).toEqual([
      'build-cash',
      'diversify-customers',
      'plan-volatility',
      'raise-margin',
      'reduce-debt',
    ]);
  });

  it('a company with no data: fronts null, what is missing said', () => {
    const a = riskAssessment({
      debtToEquity: null,
      concentration: null,
      revenueVolatility: null,
      burnRateCentavos: c(0),
      cashCentavos: null,
      monthlyCostsCentavos: c(0),
      operatingMargin: null,
      netMargin: null,
      investments: [],
    });
    expect(a.score.score).toBe(65);
    for (const f of Object.values(a.breakdown))
      expect(f).toMatchObject({ percent: null, tone: null });
    expect(a.missing).toHaveLength(5);
    expect(a.recommendations).toEqual([]);
  });

  it('cash already negative: 0 months → liquidity 100', () => {
    const a = riskAssessment({
      debtToEquity: null,
      concentration: null,
      revenueVolatility: null,
      burnRateCentavos: c(0),
      cashCentavos: c(-100),
      monthlyCostsCentavos: c(1000),
      operatingMargin: 30,
      netMargin: 30,
      investments: [low, low, low],
    });
    expect(a.breakdown.liquidity.percent).toBe(100);
    // operational 60 − 36 = 24 → good; score 75 + 15 = 90
    expect(a.breakdown.operational).toMatchObject({ percent: 24, tone: 'good' });
    expect(a.score.score).toBe(90);
  });
});

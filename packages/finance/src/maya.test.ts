import { describe, expect, it } from 'vitest';
import { mayaAnalysis, monthlyBasis } from './maya.ts';
import { centavos as c } from './money.ts';

const pesos = (p: number) => c(Math.round(p * 100));
const month = (m: string, income: number) => ({
  month: m,
  incomeCentavos: pesos(income),
  expenseCentavos: pesos(0),
});

describe('Maya (chapters 3 and 15; spec 001 §9 "Cash flow")', () => {
  it('a short runway, slow collections and a low season, each with its recommendation', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: pesos(45_000),
      monthlyNetProfitCentavos: pesos(-10_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(40_000),
      receivablesCentavos: pesos(12_000),
      payablesCentavos: pesos(5_000),
      monthly: [
        month('2026-06', 20_000),
        month('2026-07', 30_000),
        month('2026-08', 40_000),
        month('2026-09', 30_000),
        month('2026-10', 30_000),
        month('2026-11', 30_000),
      ],
    });
    // 45,000 ÷ 10,000 = 4.5 months: medium risk (under 6), caution advice (3 to 6).
    expect(analysis.runwayMonths).toBe(4.5);
    expect(analysis.riskLevel).toBe('medium');
    // 45,000 of cash over 40,000 of costs a month.
    expect(analysis.liquidityRatio).toBe(1.125);
    // Best August 40,000, worst June 20,000: 20,000 over an average month of 30,000 = 66.7 %.
    expect(analysis.seasonalPatterns).toMatchObject({
      best: { month: '2026-08', label: 'agosto de 2026' },
      worst: { month: '2026-06', label: 'junio de 2026' },
    });
    expect(analysis.seasonalPatterns?.swingPercent).toBeCloseTo(66.667, 2);
    // Receivables 12,000 are 40 % of a month of sales (over 30 %, and over the payables).
    expect(analysis.recommendations.map((r) => [r.code, r.priority, r.chapter])).toEqual([
      ['build-reserve', 'medium', 3],
      ['collect-receivables', 'medium', 3],
      ['plan-season', 'medium', 3],
    ]);
    expect(analysis.recommendations[1]?.description).toContain('el 40 % de un mes de ventas');
    expect(analysis.recommendations[2]?.title).toBe('Prepárate para meses como junio');
    expect(analysis.nextReviewDate).toBe('2026-12-02');
    expect(analysis.assumed).toEqual([]);
  });

  it('says what it assumed, and has no seasons without six months of history', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: null,
      monthlyNetProfitCentavos: pesos(5_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(25_000),
      receivablesCentavos: null,
      payablesCentavos: null,
      monthly: [month('2026-11', 30_000)],
    });
    expect(analysis.assumed).toEqual([
      'saldo en caja ($150,000)',
      'cuentas por cobrar (15 % de un mes de ventas)',
      'cuentas por pagar (10 % de un mes de gastos)',
    ]);
    // A profitable month: the cash does not run out; 150,000 over 25,000 = 6 months of costs.
    expect(analysis.runwayMonths).toBeNull();
    expect(analysis.riskLevel).toBe('low');
    expect(analysis.liquidityRatio).toBe(6);
    expect(analysis.seasonalPatterns).toBeNull();
    expect(analysis.notes.seasonalPatterns).toMatch(/6 meses/);
    expect(analysis.recommendations.map((r) => r.code)).toEqual(['keep-reserve']);
  });

  it('a negative cash is 0 months, high risk, and the first thing to fix', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: pesos(-500),
      monthlyNetProfitCentavos: pesos(18_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(12_000),
      receivablesCentavos: pesos(0),
      payablesCentavos: pesos(0),
      monthly: [],
    });
    expect(analysis.runwayMonths).toBe(0);
    expect(analysis.riskLevel).toBe('high');
    expect(analysis.recommendations[0]).toMatchObject({
      code: 'cover-shortfall',
      priority: 'high',
    });
  });
});

describe("monthlyBasis: the month the cash analysis reasons about (the cash-flow screen's)", () => {
  const months = [
    { month: '2026-07', incomeCentavos: pesos(10_000), expenseCentavos: pesos(10_000) },
    { month: '2026-08', incomeCentavos: pesos(30_000), expenseCentavos: pesos(20_000) },
    { month: '2026-09', incomeCentavos: pesos(20_000), expenseCentavos: pesos(25_000) },
    { month: '2026-10', incomeCentavos: pesos(40_000), expenseCentavos: pesos(30_000) },
    // The current month is not complete: left out.
    { month: '2026-11', incomeCentavos: pesos(1_000), expenseCentavos: pesos(90_000) },
  ];
  const catalogue = { revenueCentavos: pesos(50_000), costsCentavos: pesos(60_000), hasData: true };
  const none = { revenueCentavos: pesos(0), costsCentavos: pesos(0), hasData: false };

  it('the last three complete months of entries, averaged, even with a catalogue', () => {
    const basis = monthlyBasis({ asOf: '2026-11-25', typical: catalogue, monthly: months });
    // August to October: income (30,000 + 20,000 + 40,000) / 3 = 30,000;
    // expenses (20,000 + 25,000 + 30,000) / 3 = 25,000.
    expect(basis).toMatchObject({
      source: 'recorded',
      revenueCentavos: pesos(30_000),
      costsCentavos: pesos(25_000),
      netProfitCentavos: pesos(5_000),
      label: 'el promedio de tus últimos 3 meses de movimientos',
    });
  });

  it('this month so far when it is the only one recorded', () => {
    const basis = monthlyBasis({
      asOf: '2026-11-25',
      typical: catalogue,
      monthly: months.slice(4),
    });
    expect(basis).toMatchObject({
      source: 'recorded',
      netProfitCentavos: pesos(-89_000),
      label: 'lo que llevas de este mes',
    });
  });

  it("the catalogue's typical month without entries; zeros, said so, without either", () => {
    expect(monthlyBasis({ asOf: '2026-11-25', typical: catalogue, monthly: [] })).toMatchObject({
      source: 'typical',
      netProfitCentavos: pesos(-10_000),
    });
    expect(monthlyBasis({ asOf: '2026-11-25', typical: none, monthly: [] })).toMatchObject({
      source: 'none',
      netProfitCentavos: pesos(0),
    });
  });
});

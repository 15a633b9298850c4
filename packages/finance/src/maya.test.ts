import { describe, expect, it } from 'vitest';
import { mayaAnalysis } from './maya.ts';
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
      monthlyNetFlowCentavos: pesos(-10_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(40_000),
      basisLabel: 'tus últimos 90 días',
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

  it('assumes no cash: without the balance it asks for it, and has no seasons yet', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: null,
      monthlyNetFlowCentavos: pesos(5_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(25_000),
      basisLabel: 'tus últimos 30 días',
      receivablesCentavos: null,
      payablesCentavos: null,
      monthly: [month('2026-11', 30_000)],
    });
    expect(analysis.assumed).toEqual([
      'cuentas por cobrar (15 % de un mes de ventas)',
      'cuentas por pagar (10 % de un mes de gastos)',
    ]);
    // No invented $150,000: no runway, no liquidity, no risk level (the header says the same).
    expect(analysis.runwayMonths).toBeNull();
    expect(analysis.riskLevel).toBeNull();
    expect(analysis.liquidityRatio).toBeNull();
    expect(analysis.notes.runwayMonths).toMatch(/saldo en caja/);
    expect(analysis.seasonalPatterns).toBeNull();
    expect(analysis.notes.seasonalPatterns).toMatch(/6 meses/);
    expect(analysis.recommendations.map((r) => [r.code, r.priority])).toEqual([
      ['register-cash', 'high'],
    ]);
  });

  it('profitable with 1.7 months of costs in the bank: a medium liquidity risk, not low', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: pesos(51_000),
      monthlyNetFlowCentavos: pesos(4_000),
      monthlyRevenueCentavos: pesos(34_000),
      monthlyCostsCentavos: pesos(30_000),
      basisLabel: 'tus últimos 90 días',
      receivablesCentavos: pesos(0),
      payablesCentavos: pesos(0),
      monthly: [],
    });
    // The cash does not run out (runway good), but 51,000 ÷ 30,000 = 1.7 months of costs is
    // under the book's 2: a warning, so a medium risk and a reserve to build.
    expect(analysis.runwayMonths).toBeNull();
    expect(analysis.liquidityRatio).toBe(1.7);
    expect(analysis.riskLevel).toBe('medium');
    expect(analysis.recommendations.map((r) => [r.code, r.priority])).toEqual([
      ['build-reserve', 'medium'],
    ]);
    expect(analysis.recommendations[0]?.description).toContain('menos de 2 meses de gastos');
  });

  it('a negative cash is 0 months, high risk, and the first thing to fix', () => {
    const analysis = mayaAnalysis({
      asOf: '2026-11-25',
      cashCentavos: pesos(-500),
      monthlyNetFlowCentavos: pesos(18_000),
      monthlyRevenueCentavos: pesos(30_000),
      monthlyCostsCentavos: pesos(12_000),
      basisLabel: 'tus últimos 30 días',
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

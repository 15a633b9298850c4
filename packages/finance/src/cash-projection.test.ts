import { describe, expect, it } from 'vitest';
import { projectCashFlow, weeklyCashSplit } from './cash-projection.ts';
import { centavos as c } from './money.ts';
import { projectionAssumptions } from './projection.ts';

describe('12-month cash projection (the one projection rule)', () => {
  const months = projectCashFlow({
    monthlyIncomeCentavos: c(1_000_000),
    monthlyExpenseCentavos: c(800_000),
    openingBalanceCentavos: c(50_000),
    asOf: '2025-11-15',
    // The owner's 24 % a year: 2 % a month.
    assumptions: projectionAssumptions(24),
  });

  it('covers the next 12 calendar months', () => {
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe('2025-12');
    expect(months[11]?.month).toBe('2026-11');
  });

  it('month 1 and month 3: 2 % a month compounded, income and expenses alike', () => {
    expect(months[0]).toMatchObject({ incomeCentavos: 1_020_000, expenseCentavos: 816_000 });
    // 1.02³ = 1.061208.
    expect(months[2]).toMatchObject({ incomeCentavos: 1_061_208, expenseCentavos: 848_966 });
  });

  it('accumulates from the opening balance', () => {
    const last = months[11];
    const sumNet = months.reduce((acc, m) => acc + m.netCentavos, 0);
    expect(last?.cumulativeCentavos).toBe(50_000 + sumNet);
  });
});

describe('weekly split (001 §9: 1.4, 1.1, 0.8, 0.7)', () => {
  it('splits income by the factors and expenses evenly', () => {
    expect(
      weeklyCashSplit(c(400_000), c(100_000)).map((w) => [w.incomeCentavos, w.expenseCentavos]),
    ).toEqual([
      [140_000, 25_000],
      [110_000, 25_000],
      [80_000, 25_000],
      [70_000, 25_000],
    ]);
  });
  it('the weeks add up to the month exactly, even when it does not divide', () => {
    const weeks = weeklyCashSplit(c(100_001), c(7));
    expect(weeks.reduce((a, w) => a + w.incomeCentavos, 0)).toBe(100_001);
    expect(weeks.reduce((a, w) => a + w.expenseCentavos, 0)).toBe(7);
  });
});

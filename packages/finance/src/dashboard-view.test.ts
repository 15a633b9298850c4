import { describe, expect, it } from 'vitest';
import { entryAggregates } from './dashboard-view.ts';
import { centavos as c } from './money.ts';

// The 7 days ending 2026-03-16 are 10–16 March; the 7 before them are 3–9 March.
const entries = [
  { date: '2026-03-16', type: 'income', amountCentavos: c(10_000), category: 'Ventas' },
  { date: '2026-03-16', type: 'expense', amountCentavos: c(2_500), category: 'Insumos' },
  { date: '2026-03-12', type: 'expense', amountCentavos: c(4_000), category: 'Renta' },
  { date: '2026-03-10', type: 'expense', amountCentavos: c(1_500), category: 'Insumos' },
  { date: '2026-03-09', type: 'income', amountCentavos: c(7_000), category: 'Ventas' },
  { date: '2026-02-20', type: 'expense', amountCentavos: c(900), category: 'Luz' },
  // After the day shown: never counted.
  { date: '2026-03-17', type: 'income', amountCentavos: c(99_999), category: 'Ventas' },
] as const;

describe('entryAggregates', () => {
  const sums = entryAggregates(entries, {
    period: '7d',
    asOf: '2026-03-16',
    monthsFrom: '2026-02-01',
  });

  it('sums the period and the one before it, with counts', () => {
    expect(sums.totals.current).toEqual({
      incomeCentavos: 10_000,
      expenseCentavos: 8_000, // 2,500 + 4,000 + 1,500
      incomeCount: 1,
      expenseCount: 3,
      ownerOutCentavos: 0,
      ownerInCentavos: 0,
      ownerCount: 0,
    });
    expect(sums.totals.previous).toEqual({
      incomeCentavos: 7_000,
      expenseCentavos: 0,
      incomeCount: 1,
      expenseCount: 0,
      ownerOutCentavos: 0,
      ownerInCentavos: 0,
      ownerCount: 0,
    });
  });

  it('groups months from monthsFrom to the day shown, oldest first', () => {
    expect(sums.monthly).toEqual([
      { month: '2026-02', incomeCentavos: 0, expenseCentavos: 900 },
      { month: '2026-03', incomeCentavos: 17_000, expenseCentavos: 8_000 },
    ]);
  });

  it("splits the period's expenses by category, largest first, and keeps its days", () => {
    expect(sums.expenseCategories).toEqual([
      { category: 'Insumos', amountCentavos: 4_000 },
      { category: 'Renta', amountCentavos: 4_000 },
    ]);
    expect([...sums.daily]).toEqual([
      ['2026-03-16', { incomeCentavos: 10_000, expenseCentavos: 2_500 }],
      ['2026-03-12', { incomeCentavos: 0, expenseCentavos: 4_000 }],
      ['2026-03-10', { incomeCentavos: 0, expenseCentavos: 1_500 }],
    ]);
  });
});

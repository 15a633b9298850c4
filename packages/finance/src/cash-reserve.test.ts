import { describe, expect, it } from 'vitest';
import { CASH_RESERVE_REASONS, CASH_RESERVE_RULES, cashReserve } from './cash-reserve.ts';
import { centavos as c } from './money.ts';

describe('the cash reserve the book recommends (chapters 3 and 12)', () => {
  it('is 2 months of total costs, 3 for a seasonal business, at least 1', () => {
    expect(CASH_RESERVE_RULES).toEqual({
      minimumMonths: 1,
      recommendedMonths: 2,
      seasonalMonths: 3,
    });
  });

  // Costs of $111,000 a month (the florist of chapter 3): reserve $222,000, seasonal $333,000.
  it.each([
    // cash, months covered, shortfall, status
    [54_000, 54_000 / 111_000, 168_000, 'belowMinimum'],
    [111_000, 1, 111_000, 'belowTarget'],
    [150_000, 150_000 / 111_000, 72_000, 'belowTarget'],
    [222_000, 2, 0, 'met'],
    [400_000, 400_000 / 111_000, 0, 'met'],
    [-500, -500 / 111_000, 222_500, 'belowMinimum'],
  ])('with $%i in cash: %d months, $%i missing, %s', (cash, months, shortfall, status) => {
    const reserve = cashReserve(c(11_100_000), c(cash * 100));
    expect(reserve.targetCentavos).toBe(22_200_000);
    expect(reserve.seasonalTargetCentavos).toBe(33_300_000);
    expect(reserve.monthsCovered).toBeCloseTo(months, 12);
    expect(reserve.shortfallCentavos).toBe(shortfall * 100);
    expect(reserve.status).toBe(status);
    expect(reserve.notes).toEqual({});
  });

  it('without the cash balance: the target, and what is unknown', () => {
    const reserve = cashReserve(c(11_100_000), null);
    expect(reserve).toMatchObject({
      targetCentavos: 22_200_000,
      monthsCovered: null,
      shortfallCentavos: null,
      status: null,
    });
    expect(reserve.notes.shortfallCentavos).toBe(CASH_RESERVE_REASONS.noCash);
  });

  it('without costs there is no reserve to compute', () => {
    const reserve = cashReserve(c(0), c(1_000_000));
    expect(reserve).toMatchObject({ targetCentavos: null, monthsCovered: null, status: null });
    expect(reserve.notes.targetCentavos).toBe(CASH_RESERVE_REASONS.noCosts);
  });
});

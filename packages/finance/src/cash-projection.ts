import { monthKey, parseIsoDate } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos, ZERO_CENTAVOS } from './money.ts';
import { allocateCentavos, deepFreeze, roundCentavos } from './numbers.ts';

/** Monthly cash projection (spec 001 §9 "Cash flow"). */
export const CASH_PROJECTION_RULES = deepFreeze({
  months: 12,
  monthlyGrowth: 0.02,
  /** Income swings ±10 % along a sine with a 12-month period. */
  seasonalAmplitude: 0.1,
  expenseFactor: 0.98,
} as const);

/** Weekly split of a month's income (spec 001 §9): the weights add up to 4 weeks. */
export const WEEKLY_INCOME_FACTORS = deepFreeze([1.4, 1.1, 0.8, 0.7] as const);

export type CashProjectionMonth = {
  /** `YYYY-MM`. */
  month: string;
  /** 1 for the month after `asOf`'s month. */
  index: number;
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  netCentavos: Centavos;
  /** Opening balance plus every net flow up to this month. */
  cumulativeCentavos: Centavos;
};

/**
 * 12-month cash projection from this month's income and expenses: month k (1..12 after the
 * month of `asOf`) grows 2 % a month compounded, income swings ±10 % with sin(2πk/12), and
 * expenses grow alike times 0.98. Book: chapter 3 (seasonality).
 */
export function projectCashFlow(input: {
  monthlyIncomeCentavos: Centavos;
  monthlyExpenseCentavos: Centavos;
  openingBalanceCentavos: Centavos;
  asOf: string;
}): CashProjectionMonth[] {
  parseIsoDate(input.asOf);
  const r = CASH_PROJECTION_RULES;
  const months: CashProjectionMonth[] = [];
  let cumulative = roundCentavos(input.openingBalanceCentavos);
  for (let k = 1; k <= r.months; k += 1) {
    const growth = (1 + r.monthlyGrowth) ** k;
    const seasonal = 1 + r.seasonalAmplitude * Math.sin((2 * Math.PI * k) / r.months);
    const income = roundCentavos(input.monthlyIncomeCentavos * growth * seasonal);
    const expense = roundCentavos(input.monthlyExpenseCentavos * growth * r.expenseFactor);
    const net = centavos(income - expense);
    cumulative = centavos(cumulative + net);
    months.push({
      month: monthKey(input.asOf, k),
      index: k,
      incomeCentavos: income,
      expenseCentavos: expense,
      netCentavos: net,
      cumulativeCentavos: cumulative,
    });
  }
  return months;
}

export type CashWeek = {
  week: 1 | 2 | 3 | 4;
  incomeCentavos: Centavos;
  expenseCentavos: Centavos;
  netCentavos: Centavos;
};

/**
 * A month split into 4 weeks: income by the factors 1.4, 1.1, 0.8, 0.7 (most sales early in
 * the month), expenses evenly. The weeks add up exactly to the month. Book: chapter 3 (weekly
 * vs monthly cash planning).
 */
export function weeklyCashSplit(
  monthlyIncomeCentavos: Centavos,
  monthlyExpenseCentavos: Centavos,
): CashWeek[] {
  const income = allocateCentavos(monthlyIncomeCentavos, WEEKLY_INCOME_FACTORS);
  const expenses = allocateCentavos(monthlyExpenseCentavos, [1, 1, 1, 1]);
  return ([1, 2, 3, 4] as const).map((week, i) => {
    const incomeCentavos = income[i] ?? ZERO_CENTAVOS;
    const expenseCentavos = expenses[i] ?? ZERO_CENTAVOS;
    return {
      week,
      incomeCentavos,
      expenseCentavos,
      netCentavos: centavos(incomeCentavos - expenseCentavos),
    };
  });
}

import { monthKey, parseIsoDate } from './dates.ts';
import type { Centavos } from './money.ts';
import { centavos, ZERO_CENTAVOS } from './money.ts';
import { allocateCentavos, deepFreeze, roundCentavos } from './numbers.ts';
import { type ProjectionAssumptions, projectedMonth } from './projection.ts';

/**
 * Monthly cash projection: 12 months on the one projection rule (projection.ts). The spec's 2 %
 * a month, ±10 % seasonal sine and expenses × 0.98 gave cash flow a future of its own.
 */
export const CASH_PROJECTION_RULES = deepFreeze({ months: 12 } as const);

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
 * 12-month cash projection from the figures' month: month k (1..12 after the month of `asOf`)
 * on the realistic line of the one projection rule (projection.ts), the cumulative from the
 * opening balance. Book: chapters 3 and 14.
 */
export function projectCashFlow(input: {
  monthlyIncomeCentavos: Centavos;
  monthlyExpenseCentavos: Centavos;
  openingBalanceCentavos: Centavos;
  asOf: string;
  assumptions: ProjectionAssumptions;
}): CashProjectionMonth[] {
  parseIsoDate(input.asOf);
  const r = CASH_PROJECTION_RULES;
  const months: CashProjectionMonth[] = [];
  let cumulative = roundCentavos(input.openingBalanceCentavos);
  const base = {
    revenueCentavos: input.monthlyIncomeCentavos,
    costsCentavos: input.monthlyExpenseCentavos,
  };
  for (let k = 1; k <= r.months; k += 1) {
    const month = projectedMonth(base, k, input.assumptions);
    const income = month.revenueCentavos;
    const expense = month.costsCentavos;
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

import { addDays, monthKey } from './dates.ts';
import type { Centavos } from './money.ts';
import { sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percentChange, roundCentavos } from './numbers.ts';
import type { StepRange } from './reports-view.ts';

/**
 * Which expenses grow faster than the business (POST /api/reports/optimize-expenses; the spec
 * shows only `current_expenses.categories [{name, amount}]`): the last complete months against
 * the same number of months before them. A category whose growth beats revenue's by more than
 * the tolerance is flagged, and the suggested saving is what it spends beyond what revenue's
 * growth would justify, per month. Book: chapter 6 (fixed and variable costs, cutting costs).
 */
export const EXPENSE_REVIEW = deepFreeze({
  /** Complete calendar months compared on each side. */
  months: 3,
  /** Percentage points of growth above revenue's before a category is flagged. */
  tolerancePoints: 5,
} as const);

/** The last `months` complete calendar months before `asOf`'s month, and the ones before. */
export function expenseReviewPeriods(asOf: string): { current: StepRange; previous: StepRange } {
  const n = EXPENSE_REVIEW.months;
  const firstOf = (offset: number) => `${monthKey(asOf, offset)}-01`;
  return {
    current: { from: firstOf(-n), to: addDays(firstOf(0), -1) },
    previous: { from: firstOf(-2 * n), to: addDays(firstOf(-n), -1) },
  };
}

export type ExpenseCategoryPeriods = {
  category: string;
  currentCentavos: Centavos;
  previousCentavos: Centavos;
};

export type ReviewedCategory = {
  name: string;
  /** The current months' total. */
  amountCentavos: Centavos;
  previousCentavos: Centavos;
  /** Percent against the previous months; null when the category is new. */
  growth: number | null;
  outpacesRevenue: boolean;
  /** Per month: the spending beyond what revenue's growth would justify (0 if not flagged). */
  suggestedSavingCentavos: Centavos;
};

export type ExpenseReview = {
  revenueGrowth: number | null;
  totalCentavos: Centavos;
  categories: ReviewedCategory[];
  monthlySavingCentavos: Centavos;
  /** Spanish: why nothing could be compared, when that is the case. */
  note: string | null;
};

export function expenseReview(input: {
  categories: readonly ExpenseCategoryPeriods[];
  revenueCentavos: Centavos;
  previousRevenueCentavos: Centavos;
}): ExpenseReview {
  const revenueGrowth = percentChange(input.revenueCentavos, input.previousRevenueCentavos);
  const categories = input.categories
    .filter((c) => c.currentCentavos > 0)
    .map((c): ReviewedCategory => {
      const growth = percentChange(c.currentCentavos, c.previousCentavos);
      const outpaces =
        growth !== null &&
        revenueGrowth !== null &&
        growth > revenueGrowth + EXPENSE_REVIEW.tolerancePoints;
      const justified =
        (c.previousCentavos * input.revenueCentavos) / input.previousRevenueCentavos;
      return {
        name: c.category,
        amountCentavos: c.currentCentavos,
        previousCentavos: c.previousCentavos,
        growth,
        outpacesRevenue: outpaces,
        suggestedSavingCentavos: outpaces
          ? roundCentavos((c.currentCentavos - justified) / EXPENSE_REVIEW.months)
          : ZERO_CENTAVOS,
      };
    })
    .sort(
      (a, b) =>
        b.suggestedSavingCentavos - a.suggestedSavingCentavos ||
        b.amountCentavos - a.amountCentavos ||
        a.name.localeCompare(b.name, 'es'),
    );
  const note =
    categories.length === 0
      ? 'Sin gastos registrados en los últimos tres meses completos: no hay nada que revisar.'
      : revenueGrowth === null
        ? 'Sin ingresos en los tres meses anteriores no se puede comparar el crecimiento de tus gastos con el de tus ventas.'
        : null;
  return {
    revenueGrowth,
    totalCentavos: sumCentavos(categories.map((c) => c.amountCentavos)),
    categories,
    monthlySavingCentavos: sumCentavos(categories.map((c) => c.suggestedSavingCentavos)),
    note,
  };
}

import type { CostFrequency } from './cost-frequency.ts';
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
  /** Monthly unless told (cost-frequency.ts's `costFrequency`). */
  frequency?: CostFrequency;
  /** The same months a year before; null when the company's records do not reach that far. */
  yearAgoCentavos?: Centavos | null;
};

/**
 * What a row is compared with (issue 31): a monthly category with the months before, an
 * occasional one (a yearly payment, or paid in under half of its last 12 months) with the same
 * months a year before, and an occasional one without a year of history is listed without
 * judging it (a yearly payment against three empty months is not "growth").
 */
export type ExpenseComparison = 'previous-months' | 'same-months-last-year' | 'not-judged';

export const EXPENSE_COMPARISON_LABELS = deepFreeze({
  'previous-months': 'Los tres meses anteriores',
  'same-months-last-year': 'Los mismos meses del año pasado (gasto ocasional)',
  'not-judged': 'Sin juzgar: gasto ocasional sin un año de historia',
} as const satisfies Record<ExpenseComparison, string>);

export type ReviewedCategory = {
  name: string;
  frequency: CostFrequency;
  comparison: ExpenseComparison;
  /** Spanish: what the row is compared with. */
  comparedWith: string;
  /** The current months' total. */
  amountCentavos: Centavos;
  /** What it is compared with; null when not judged. */
  previousCentavos: Centavos | null;
  /** Percent against what it is compared with; null when the category is new or not judged. */
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
  /** Revenue in the same months a year before (occasional categories are held against it). */
  yearAgoRevenueCentavos?: Centavos | null;
}): ExpenseReview {
  const revenueGrowth = percentChange(input.revenueCentavos, input.previousRevenueCentavos);
  const yearAgoRevenue = input.yearAgoRevenueCentavos ?? null;
  const categories = input.categories
    .filter((c) => c.currentCentavos > 0)
    .map((c): ReviewedCategory => {
      const frequency = c.frequency ?? 'monthly';
      const yearAgo = c.yearAgoCentavos ?? null;
      const comparison: ExpenseComparison =
        frequency === 'monthly'
          ? 'previous-months'
          : yearAgo === null
            ? 'not-judged'
            : 'same-months-last-year';
      const [reference, referenceRevenue] =
        comparison === 'previous-months'
          ? [c.previousCentavos, input.previousRevenueCentavos]
          : comparison === 'same-months-last-year'
            ? [yearAgo, yearAgoRevenue]
            : [null, null];
      const growth = reference === null ? null : percentChange(c.currentCentavos, reference);
      const baseGrowth =
        referenceRevenue === null ? null : percentChange(input.revenueCentavos, referenceRevenue);
      const outpaces =
        growth !== null &&
        baseGrowth !== null &&
        growth > baseGrowth + EXPENSE_REVIEW.tolerancePoints;
      const justified =
        outpaces && reference !== null && referenceRevenue !== null
          ? (reference * input.revenueCentavos) / referenceRevenue
          : 0;
      return {
        name: c.category,
        frequency,
        comparison,
        comparedWith: EXPENSE_COMPARISON_LABELS[comparison],
        amountCentavos: c.currentCentavos,
        previousCentavos: reference,
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

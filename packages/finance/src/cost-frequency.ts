import type { Centavos } from './money.ts';
import { ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percentChange, roundCentavos } from './numbers.ts';

/**
 * Costs compared by their frequency (issue 31). The spec compares every category's month with
 * the average of the three before it, which turns a once-a-year payment (the oven's yearly
 * maintenance: 18,950 in its month, 0 the three before) into "+1,895 %". The rule:
 *
 * - A category is **occasional** when it holds a yearly fixed cost (a fixed cost that is not
 *   monthly, `recurring: false`) or was paid in fewer than half of its last 12 months (of the
 *   months the company has recorded, up to 12, so a three-month-old business's rent is monthly).
 *   Otherwise it is **monthly**.
 * - A monthly category is compared with the average of its 3 months before (the spec's rule).
 * - An occasional one is compared with the largest of: the same month a year before, its yearly
 *   fixed cost, and its usual payment (the median of the months it was paid). The oven month,
 *   18,950 against a yearly 18,000, is +5.3 %: no alert; an unexpected 6,000 more (24,950) is
 *   +38.6 % and still fires.
 *
 * Every comparison says what it compared with (`comparedWith`, Spanish). Book: chapter 6.
 */
export const COST_FREQUENCY = deepFreeze({
  /** Months of history that decide the frequency (the same month a year before is the last). */
  historyMonths: 12,
  /** Paid in fewer than this share of its known months: occasional. */
  occasionalBelowShare: 0.5,
  /** A monthly category's month against the average of this many months before it. */
  averageMonths: 3,
} as const);

export type CostFrequency = 'monthly' | 'occasional';

export type ComparisonBasis =
  | 'average'
  | 'same-month-last-year'
  | 'yearly-fixed-cost'
  | 'usual-payment';

/** What each basis reads as in a sentence ("… contra {amount} de {label}"). */
export const COMPARISON_BASIS_LABELS = deepFreeze({
  average: 'su promedio de tres meses',
  'same-month-last-year': 'el mismo mes del año pasado',
  'yearly-fixed-cost': 'su costo fijo anual',
  'usual-payment': 'su pago habitual',
} as const satisfies Record<ComparisonBasis, string>);

/** A category's month and its history. */
export type CategoryHistory = {
  category: string;
  currentCentavos: Centavos;
  /**
   * The complete months before the current one, the most recent first, as many as the company
   * has recorded up to 12 (a month without spending is 0); index 11 is the same month a year
   * before.
   */
  previousCentavos: readonly Centavos[];
  /** The category's yearly (non-monthly) fixed costs, summed; 0 or absent when none. */
  yearlyFixedCentavos?: Centavos;
};

export type CostComparison = {
  category: string;
  frequency: CostFrequency;
  currentCentavos: Centavos;
  /** What the month is compared with; 0 when there is nothing to compare with. */
  referenceCentavos: Centavos;
  basis: ComparisonBasis;
  /** Spanish, e.g. "su costo fijo anual". */
  comparedWith: string;
  /** Percent against the reference; null when the reference is 0. */
  abovePercent: number | null;
};

const recentHistory = (h: CategoryHistory) =>
  h.previousCentavos.slice(0, COST_FREQUENCY.historyMonths);

/** Occasional (a yearly fixed cost, or paid in under half its known months) or monthly. */
export function costFrequency(h: CategoryHistory): CostFrequency {
  if ((h.yearlyFixedCentavos ?? 0) > 0) return 'occasional';
  const months = recentHistory(h);
  const paid = months.filter((m) => m > 0).length;
  return paid < months.length * COST_FREQUENCY.occasionalBelowShare ? 'occasional' : 'monthly';
}

/** The median of the months it was paid (0 when never), rounded to the centavo. */
export function usualPayment(months: readonly Centavos[]): Centavos {
  const paid = months.filter((m) => m > 0).sort((a, b) => a - b);
  if (paid.length === 0) return ZERO_CENTAVOS;
  const mid = Math.floor(paid.length / 2);
  const median =
    paid.length % 2 === 1 ? (paid[mid] ?? 0) : ((paid[mid - 1] ?? 0) + (paid[mid] ?? 0)) / 2;
  return roundCentavos(median);
}

/** The category's month against what its frequency calls for (see COST_FREQUENCY). */
export function compareCostCategory(h: CategoryHistory): CostComparison {
  const frequency = costFrequency(h);
  const months = recentHistory(h);
  let basis: ComparisonBasis = 'average';
  let reference: Centavos = ZERO_CENTAVOS;
  if (frequency === 'monthly') {
    const window = months.slice(0, COST_FREQUENCY.averageMonths);
    reference =
      window.length === 0
        ? ZERO_CENTAVOS
        : roundCentavos(window.reduce((sum, v) => sum + v, 0) / window.length);
  } else {
    // The largest of the three; on a tie, the first in this order names the basis.
    const candidates: [ComparisonBasis, Centavos][] = [
      ['same-month-last-year', months[COST_FREQUENCY.historyMonths - 1] ?? ZERO_CENTAVOS],
      ['yearly-fixed-cost', h.yearlyFixedCentavos ?? ZERO_CENTAVOS],
      ['usual-payment', usualPayment(months)],
    ];
    [basis, reference] = candidates[0] ?? ['usual-payment', ZERO_CENTAVOS];
    for (const [b, amount] of candidates) {
      if (amount > reference) [basis, reference] = [b, amount];
    }
  }
  return {
    category: h.category,
    frequency,
    currentCentavos: h.currentCentavos,
    referenceCentavos: reference,
    basis,
    comparedWith: COMPARISON_BASIS_LABELS[basis],
    abovePercent: reference > 0 ? percentChange(h.currentCentavos, reference) : null,
  };
}

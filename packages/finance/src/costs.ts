import type { Centavos } from './money.ts';
import { centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { deepFreeze, percent, roundCentavos } from './numbers.ts';

/** Cost-structure rules (spec 000 §3 "Fixed cost", 001 §3 "Extra variable cost line"). */
export const COST_RULES = deepFreeze({
  /** A fixed cost that is not monthly is a yearly amount: it counts as amount / 12 a month. */
  monthsPerNonRecurringAmount: 12,
  /** Categories (accent- and case-folded) whose costs are marketing spend, for the COCA. */
  marketingCategories: ['marketing', 'publicidad'],
  /** Category of the single projected expense that holds every variable cost (000 §3). */
  variableCostEntryCategory: 'Producción',
} as const);

export type FixedCostInput = {
  amountCentavos: Centavos;
  recurring: boolean;
  category: string;
  name?: string;
};

export type CostLineInput = {
  amountCentavos: Centavos;
  type: 'fixed' | 'variable';
  category: string;
  name?: string;
};

/**
 * Monthly amount of a fixed cost: recurring costs are monthly, the rest are yearly and count
 * as amount / 12, rounded to the centavo. Book: chapter 6.
 */
export function monthlyFixedCostAmount(
  cost: Pick<FixedCostInput, 'amountCentavos' | 'recurring'>,
): Centavos {
  return cost.recurring
    ? roundCentavos(cost.amountCentavos)
    : roundCentavos(cost.amountCentavos / COST_RULES.monthsPerNonRecurringAmount);
}

/** Lower-case and without accents, so 'Publicidad', 'PUBLICIDAD' and 'publicídad' match. Ch. 6. */
export function foldCategory(category: string): string {
  return category
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/** True for the marketing categories ('marketing', 'publicidad'). Book: chapter 5 (COCA). */
export function isMarketingCategory(category: string): boolean {
  const folded = foldCategory(category);
  return COST_RULES.marketingCategories.some((name) => name === folded);
}

export type CostShare = { category: string; amountCentavos: Centavos; percent: number | null };

/**
 * Monthly costs grouped by category (categories compared folded, first spelling kept), largest
 * first, each with its percent of the total (null when the total is not positive).
 * Book: chapter 6, cost classification.
 */
export function costBreakdown(
  costs: readonly { category: string; amountCentavos: Centavos }[],
): CostShare[] {
  const groups = new Map<string, { category: string; amountCentavos: Centavos }>();
  for (const cost of costs) {
    const key = foldCategory(cost.category);
    const group = groups.get(key) ?? {
      category: cost.category.trim(),
      amountCentavos: ZERO_CENTAVOS,
    };
    group.amountCentavos = centavos(group.amountCentavos + roundCentavos(cost.amountCentavos));
    groups.set(key, group);
  }
  const total = sumCentavos([...groups.values()].map((group) => group.amountCentavos));
  return [...groups.values()]
    .sort((a, b) => b.amountCentavos - a.amountCentavos)
    .map((group) => ({ ...group, percent: percent(group.amountCentavos, total) }));
}

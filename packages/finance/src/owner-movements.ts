import { deepFreeze } from './numbers.ts';

/**
 * Money that moves between the business and its owners is cash, not income or expense: a
 * withdrawal ("Retiros de los dueños") leaves the cash box but is not a cost of running the
 * business, and a contribution enters it without being a sale. Both stay in cash flow and out of
 * revenue, expenses, profit, margins and the expense split. Book: chapter 1 (income, profit and
 * cash are three different things).
 *
 * The categories are matched without case, accents or surrounding spaces.
 */
export const OWNER_CATEGORIES = deepFreeze({
  withdrawals: [
    'Retiros de los dueños',
    'Retiro de los dueños',
    'Retiro del dueño',
    'Retiros del dueño',
    'Retiros de socios',
    'Retiro de socios',
    'Retiro de utilidades',
    'Retiros personales',
    'Dividendos',
  ],
  contributions: [
    'Aportaciones de los dueños',
    'Aportación de los dueños',
    'Aportación del dueño',
    'Aportaciones de socios',
    'Aportación de capital',
  ],
} as const);

/** The category as it is compared: lower case, no accents, no surrounding spaces. */
export function categoryKey(category: string): string {
  return category
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every owner category as `categoryKey` writes it (for SQL: see the API's owner filter). */
export const OWNER_CATEGORY_KEYS: readonly string[] = deepFreeze(
  [...OWNER_CATEGORIES.withdrawals, ...OWNER_CATEGORIES.contributions].map(categoryKey),
);

const OWNER_KEYS = new Set(OWNER_CATEGORY_KEYS);

/** Whether an entry of this category is money between the business and its owners. Ch. 1. */
export function isOwnerCategory(category: string): boolean {
  return OWNER_KEYS.has(categoryKey(category));
}

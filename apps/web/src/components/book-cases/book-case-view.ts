import type { BookCaseDifficulty, ExpectedResult } from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  formatRatio,
} from '../../lib/format.ts';

/** The search parameter that holds the applied case: `?caso=restaurante-familiar`. */
export const CASE_PARAM = 'caso';

export const DIFFICULTY_LABELS: Record<BookCaseDifficulty, string> = {
  basic: 'Básico',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
};

const withUnit = (value: number, one: string, many: string) =>
  `${formatDecimal(value)} ${value === 1 ? one : many}`;

/**
 * An expected result's value as the module shows it (es-MX): money in whole pesos, percents
 * with one decimal, ratios with two, months and days with their word. A null value shows what
 * the case says it means ('Sin límite'), or a dash.
 */
export function formatExpectedValue(
  result: Pick<ExpectedResult, 'unit' | 'value' | 'nullText'>,
): string {
  const { value } = result;
  if (value === null || !Number.isFinite(value)) return result.nullText ?? '—';
  switch (result.unit) {
    case 'money':
      return formatMoney(value as Centavos);
    case 'percent':
      return formatPercent(value);
    case 'ratio':
      return formatRatio(value);
    case 'months':
      return withUnit(value, 'mes', 'meses');
    case 'days':
      return withUnit(value, 'día', 'días');
    case 'count':
      return formatInteger(value);
  }
}

/** The chapter a case illustrates, in the reader. */
export function chapterLink(chapter: number): { href: string; label: string } {
  return { href: `/app/libro/${chapter}`, label: `Capítulo ${chapter} del libro` };
}

/** What the status line says: which case is on screen, and that the company's data is safe. */
export function appliedStatus(applied: { title: string } | null): string {
  return applied ? `Estás viendo el caso «${applied.title}»: tus datos no cambian.` : '';
}

/** The case named by `?caso=` among this module's cases; another module's or unknown: none. */
export function appliedCaseOf<Case extends { id: string }>(
  cases: readonly Case[],
  params: URLSearchParams,
): Case | null {
  const id = params.get(CASE_PARAM);
  return cases.find((c) => c.id === id) ?? null;
}

/** Marks the history entry a case was applied in, so clearing it can go back instead. */
export const APPLIED_STATE = 'bookCaseApplied';

export type CaseNavigation =
  | { kind: 'set'; params: URLSearchParams; replace: boolean; state: unknown }
  | { kind: 'back' };

/**
 * Applying a case adds a history entry (the back button returns to the company's figures);
 * switching to another case replaces it, so one back still does. The entry is marked in its
 * history state, for `clearCase`. The other search parameters stay.
 */
export function applyCase(params: URLSearchParams, id: string, state: unknown): CaseNavigation {
  const next = new URLSearchParams(params);
  next.set(CASE_PARAM, id);
  const switching = params.has(CASE_PARAM);
  return {
    kind: 'set',
    params: next,
    replace: switching,
    state: switching ? state : { [APPLIED_STATE]: true },
  };
}

/**
 * Clearing goes back when this entry was added by applying (the history then holds no copy of
 * the case); otherwise (an address opened with `?caso=`) it replaces the entry without it.
 */
export function clearCase(params: URLSearchParams, state: unknown): CaseNavigation {
  const pushedByApply =
    typeof state === 'object' && state !== null && APPLIED_STATE in state && params.has(CASE_PARAM);
  if (pushedByApply) return { kind: 'back' };
  const next = new URLSearchParams(params);
  next.delete(CASE_PARAM);
  return { kind: 'set', params: next, replace: true, state };
}

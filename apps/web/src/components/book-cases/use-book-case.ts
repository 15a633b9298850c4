import { type BookCaseCategory, type BookCaseOf, bookCasesOf } from '@caudal/finance';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  appliedCaseOf,
  applyCase,
  CASE_PARAM,
  type CaseNavigation,
  clearCase,
} from './book-case-view.ts';

export type BookCaseState<Category extends BookCaseCategory> = {
  /** The module's cases, in the book's order. */
  cases: readonly BookCaseOf<Category>[];
  /** The case on screen, or null for the company's own figures. */
  applied: BookCaseOf<Category> | null;
  apply: (id: string) => void;
  clear: () => void;
};

/**
 * The book case a module shows instead of the company's figures, kept in the address
 * (`?caso=<id>`): a reload keeps the what-if view, the back button leaves it, a link can share
 * it. Only the view changes: nothing is written anywhere.
 */
export function useBookCase<Category extends BookCaseCategory>(
  category: Category,
): BookCaseState<Category> {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const cases = useMemo(() => bookCasesOf(category), [category]);
  const applied = appliedCaseOf(cases, params);

  const go = useCallback(
    (navigation: CaseNavigation) => {
      if (navigation.kind === 'back') {
        navigate(-1);
        return;
      }
      setParams(navigation.params, {
        replace: navigation.replace,
        state: navigation.state,
        preventScrollReset: true,
      });
    },
    [navigate, setParams],
  );
  const apply = useCallback(
    (id: string) => {
      if (cases.some((c) => c.id === id) && params.get(CASE_PARAM) !== id) {
        go(applyCase(params, id, state));
      }
    },
    [cases, params, state, go],
  );
  const clear = useCallback(() => {
    if (applied) go(clearCase(params, state));
  }, [applied, params, state, go]);

  return { cases, applied, apply, clear };
}

import type { Company, FixedCost, Product } from '@caudal/contracts';

export const ONBOARDING_STEPS = [
  { step: 1, title: 'Tu empresa' },
  { step: 2, title: 'Tus productos' },
  { step: 3, title: 'Costos fijos' },
  { step: 4, title: 'Caja inicial' },
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]['step'];

export const LAST_STEP: OnboardingStep = 4;

export { COMPANY_DATA_PATH, editStepHref } from '../../lib/company-data-paths.ts';

/** The step of `?editar=`, or null when it is not one of the four. */
export function parseEditStep(value: string | null): OnboardingStep | null {
  const found = ONBOARDING_STEPS.find((s) => String(s.step) === value);
  return found ? found.step : null;
}

/** The fields of step 1 the dashboard needs. */
export function companyStepDone(company: Company): boolean {
  return (
    company.name !== null &&
    company.industry !== null &&
    company.stage !== null &&
    company.employees !== null
  );
}

/**
 * Where a returning user resumes: the first step still empty; with everything filled in, the
 * last one. Fixed costs may be left empty on purpose, so that step counts as done once the cash
 * step after it has been saved.
 */
export function firstOpenStep(
  company: Company,
  products: readonly Product[],
  fixedCosts: readonly FixedCost[],
): OnboardingStep {
  if (!companyStepDone(company)) return 1;
  if (products.length === 0) return 2;
  if (fixedCosts.length === 0 && company.cashBalance === null) return 3;
  return 4;
}

/** "Datos de tu empresa": the onboarding's data after it, each part editable (features/onboarding). */
export const COMPANY_DATA_PATH = '/app/empresa';

/** The onboarding's steps: 1 the company, 2 products, 3 fixed costs, 4 the cash. */
export type CompanyDataStep = 1 | 2 | 3 | 4;

/** The wizard opened to change one step (`/app/onboarding?editar=2`), back to COMPANY_DATA_PATH. */
export function editStepHref(step: CompanyDataStep): string {
  return `/app/onboarding?editar=${step}`;
}

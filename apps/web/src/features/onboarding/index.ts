import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/** The onboarding wizard (/app/onboarding), its own chunk. */
export const OnboardingWizard = lazy(() =>
  retry(() => import('./components/onboarding-wizard.tsx')).then((m) => ({
    default: m.OnboardingWizard,
  })),
);

/** "Datos de tu empresa" (/app/empresa), in the same chunk as the wizard it opens. */
export const CompanyDataPageView = lazy(() =>
  retry(() => import('./components/company-data.tsx')).then((m) => ({
    default: m.CompanyDataView,
  })),
);

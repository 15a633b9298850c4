import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/** The onboarding wizard (/app/onboarding), its own chunk. */
export const OnboardingWizard = lazy(() =>
  retry(() => import('./components/onboarding-wizard.tsx')).then((m) => ({
    default: m.OnboardingWizard,
  })),
);

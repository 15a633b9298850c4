import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function OnboardingPage() {
  useDocumentTitle('Configura tu empresa');
  return <OnboardingWizard />;
}

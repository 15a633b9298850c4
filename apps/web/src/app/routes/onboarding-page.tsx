import { OnboardingWizard } from '../../features/onboarding/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function OnboardingPage() {
  useDocumentTitle('Configura tu empresa');
  return <OnboardingWizard />;
}

import { CompanyDataPageView } from '../../features/onboarding/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function CompanyDataPage() {
  useDocumentTitle('Datos de tu empresa');
  return <CompanyDataPageView />;
}

import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return <DashboardView />;
}

import type { DashboardStartView } from '@caudal/contracts';
import { Navigate } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { useUserConfig } from '../lib/user-config.ts';

/** Where each "Vista inicial" (Configuración › Tablero) opens. */
export const START_PATHS: Record<DashboardStartView, string> = {
  overview: '/app/dashboard',
  financial: '/app/cash-flow',
  ai_insights: '/app/ai-agents',
  reports: '/app/reports',
};

/**
 * /app: the person's start view, where signing in and the logo lead. The dashboard when the
 * configuration cannot be read.
 */
export function StartView() {
  const { data, isError } = useUserConfig();
  if (!data && !isError) return <LoadingState />;
  return <Navigate to={START_PATHS[data?.dashboard.default_view ?? 'overview']} replace />;
}

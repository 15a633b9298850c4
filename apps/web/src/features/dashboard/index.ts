import { createElement, lazy, useCallback } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The dashboard's page, its own chunk, loaded when /app/dashboard is opened (the router places
 * it in the module page). The owner seeing their figures and health score is the fundamentals
 * module's 'dashboard-review' step.
 */
export const DashboardPage = lazy(() =>
  retry(() => import('./components/dashboard-view.tsx')).then(({ DashboardView }) => ({
    default: function DashboardPage({ recordStep }: { recordStep: (stepId: string) => void }) {
      const reviewed = useCallback(() => recordStep('dashboard-review'), [recordStep]);
      return createElement(DashboardView, { onReviewed: reviewed });
    },
  })),
);

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The reports screen, its own chunk, loaded when /app/reports is opened. Reports is not a
 * module of the learning path, so it posts no learning step.
 */
export const ReportsPage = lazy(() =>
  retry(() => import('./components/reports-page.tsx')).then(({ ReportsPage: Page }) => ({
    default: Page,
  })),
);

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The automation screen, its own chunk, loaded when /app/automation is opened. Automation is
 * not a module of the learning path, so it posts no learning step.
 */
export const AutomationPage = lazy(() =>
  retry(() => import('./components/automation-page.tsx')).then(({ AutomationPage: Page }) => ({
    default: Page,
  })),
);

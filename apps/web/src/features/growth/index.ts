import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The growth screen, its own chunk, loaded when /app/growth is opened. Growth is not a module
 * of the learning path, so it posts no learning step.
 */
export const GrowthPage = lazy(() =>
  retry(() => import('./components/growth-page.tsx')).then(({ GrowthPage: Page }) => ({
    default: Page,
  })),
);

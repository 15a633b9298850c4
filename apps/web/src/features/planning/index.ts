import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The planning screen, its own chunk, loaded when /app/planning is opened. It posts 'forecast'
 * once a forecast with data is on screen and 'scenario' after the scenarios are saved or Sofía
 * answers; goals and budget lines saved here record 'goal' and 'budget' on the server.
 */
export const PlanningPage = lazy(() =>
  retry(() => import('./components/planning-page.tsx')).then(({ PlanningPage: Page }) => ({
    default: Page,
  })),
);

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The AI agents screen, its own chunk, loaded when /app/ai-agents is opened. It is not a module
 * of the learning path, so it posts no learning step.
 */
export const AgentsPage = lazy(() =>
  retry(() => import('./components/agents-page.tsx')).then(({ AgentsPage: Page }) => ({
    default: Page,
  })),
);

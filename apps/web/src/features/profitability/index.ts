import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The profitability screen, its own chunk, loaded when /app/profitability is opened. It posts
 * 'roi-analysis' once an investment's ROI is on screen; an investment saved here records
 * 'investment' and Alex's answer records 'risk-analysis' on the server.
 */
export const ProfitabilityPage = lazy(() =>
  retry(() => import('./components/profitability-page.tsx')).then(
    ({ ProfitabilityPage: Page }) => ({ default: Page }),
  ),
);

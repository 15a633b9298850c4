import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The costs-and-pricing screen, its own chunk, loaded when /app/costs-pricing is opened. It
 * posts 'pricing-analysis' once a product's pricing is on screen and 'break-even-analysis' once
 * the break-even is; a cost saved here records 'fixed-cost' on the server.
 */
export const CostsPricingPage = lazy(() =>
  retry(() => import('./components/costs-pricing-page.tsx')).then(({ CostsPricingPage: Page }) => ({
    default: Page,
  })),
);

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The cash-flow screen, its own chunk, loaded when /app/cash-flow is opened (the router places
 * it in the module page). It posts 'cash-flow-projection' once the owner's projection is on
 * screen, 'cash-flow-export' after a CSV download and 'cash-flow-advisor' after Maya answers
 * (which the server records as well). A book case (`?caso=`) replaces the figures on screen with
 * finance's `cashFlowView` over the case's data, in the browser.
 */
export const CashFlowPage = lazy(() =>
  retry(() => import('./components/cash-flow-page.tsx')).then(({ CashFlowPage: Page }) => ({
    default: Page,
  })),
);

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The unit-economics screen, its own chunk, loaded when /app/unit-economics is opened. It posts
 * 'unit-economics-calculation' once the owner's own LTV and COCA are on screen and
 * 'unit-economics-advisor' after Carlos answers (which the server records as well); a customer
 * month saved here records 'customer-record' on the server. A book case (`?caso=`) fills the
 * calculator with the case's data, in the browser.
 */
export const UnitEconomicsPage = lazy(() =>
  retry(() => import('./components/unit-economics-page.tsx')).then(
    ({ UnitEconomicsPage: Page }) => ({ default: Page }),
  ),
);

import type { CashFlowViewInputs } from '@caudal/finance';
import { createElement, lazy, useState } from 'react';
import { retry } from '../../lib/retry.ts';

/**
 * The cash-flow screen, its own chunk, loaded when /app/cash-flow is opened (the router places
 * it in the module page). It posts 'cash-flow-projection' once the owner's projection is on
 * screen and 'cash-flow-export' after a CSV download; 'cash-flow-advisor' is Maya's.
 *
 * What-if hook: the page keeps `whatIf` (a book case's `CashFlowViewInputs`, or null); while it
 * is set the figures come from finance's `cashFlowView(whatIf)` in the browser. The page gets
 * `onWhatIf` to set it (a case picker) or clear it ("Volver a mis datos").
 */
export const CashFlowPage = lazy(() =>
  retry(() => import('./components/cash-flow-page.tsx')).then(({ CashFlowPage: Page }) => ({
    default: function CashFlowModulePage({ recordStep }: { recordStep: (stepId: string) => void }) {
      const [whatIf, setWhatIf] = useState<CashFlowViewInputs | null>(null);
      return createElement(Page, { recordStep, whatIf, onWhatIf: setWhatIf });
    },
  })),
);

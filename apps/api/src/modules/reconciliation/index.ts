import type { ApiModule } from '../../lib/module.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';

export { countPreviewMatches, undoMatchesOfImport } from './reconciliation.service.ts';

/**
 * Bank ↔ CFDI reconciliation (issue 32): which bank movement paid which CFDI, proposed by
 * finance's `reconcile`, confirmed by the owner; once matched the money counts once.
 */
export const reconciliationModule: ApiModule = {
  name: 'reconciliation',
  prefix: '/api/reconciliation',
  routes: reconciliationRoutes,
};

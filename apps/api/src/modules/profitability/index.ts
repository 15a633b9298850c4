import type { ApiModule } from '../../lib/module.ts';
import { profitabilityRoutes } from './profitability.routes.ts';

export {
  defaultPeriod,
  profitability,
  remapProductCentres,
  riskInputsView,
} from './profitability.service.ts';

/** The profitability screen's view, its investments and the grouping of profit centres. */
export const profitabilityModule: ApiModule = {
  name: 'profitability',
  prefix: '/api/profitability',
  routes: profitabilityRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { cashFlowRoutes } from './cash-flow.routes.ts';

export { cashFlowScreen } from './cash-flow.service.ts';

/** Cash-flow entries (list, CSV, categories), the screen's view, the forecast and its settings, the projected month. */
export const cashFlowModule: ApiModule = {
  name: 'cash-flow',
  prefix: '/api/cash-flow',
  routes: cashFlowRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { costLineRoutes, fixedCostRoutes } from './costs.routes.ts';

export const fixedCostsModule: ApiModule = {
  name: 'fixed-costs',
  prefix: '/api/fixed-costs',
  routes: fixedCostRoutes,
};

export const costLinesModule: ApiModule = {
  name: 'variable-cost-lines',
  prefix: '/api/variable-cost-lines',
  routes: costLineRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { growthRoutes } from './growth.routes.ts';

/** Growth (issue 18): the simulator over the company's revenue and the kept simulations. */
export const growthModule: ApiModule = {
  name: 'growth',
  prefix: '/api/growth',
  routes: growthRoutes,
};

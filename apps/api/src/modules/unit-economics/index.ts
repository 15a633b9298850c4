import type { ApiModule } from '../../lib/module.ts';
import { unitEconomicsRoutes } from './unit-economics.routes.ts';

/** The unit-economics screen's view and the what-ifs saved as scenarios. */
export const unitEconomicsModule: ApiModule = {
  name: 'unit-economics',
  prefix: '/api/unit-economics',
  routes: unitEconomicsRoutes,
};

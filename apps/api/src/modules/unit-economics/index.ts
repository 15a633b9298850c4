import type { ApiModule } from '../../lib/module.ts';
import { unitEconomicsRoutes } from './unit-economics.routes.ts';

export { PRODUCT_NOT_FOUND } from './unit-economics.repository.ts';
export { unitEconomicsScreen } from './unit-economics.service.ts';

/** The unit-economics screen's view and the what-ifs saved as scenarios. */
export const unitEconomicsModule: ApiModule = {
  name: 'unit-economics',
  prefix: '/api/unit-economics',
  routes: unitEconomicsRoutes,
};

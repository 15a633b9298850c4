import type { ApiModule } from '../../lib/module.ts';
import { growthRoutes } from './growth.routes.ts';

export { growthScreen } from './growth.service.ts';
export { growthDocumentOf, growthRowsOf } from './growth-document.ts';

/** Growth (issue 18): the simulator over the company's revenue and the kept simulations. */
export const growthModule: ApiModule = {
  name: 'growth',
  prefix: '/api/growth',
  routes: growthRoutes,
};

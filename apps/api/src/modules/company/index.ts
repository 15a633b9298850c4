import type { ApiModule } from '../../lib/module.ts';
import { companyRoutes } from './company.routes.ts';

export { companyChanges, companyView } from './company.service.ts';

/** The company's profile and its cash today. */
export const companyModule: ApiModule = {
  name: 'company',
  prefix: '/api/company',
  routes: companyRoutes,
};

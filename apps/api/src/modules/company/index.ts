import type { ApiModule } from '../../lib/module.ts';
import { companyRoutes } from './company.routes.ts';

/** The company's profile and its cash today. */
export const companyModule: ApiModule = {
  name: 'company',
  prefix: '/api/company',
  routes: companyRoutes,
};

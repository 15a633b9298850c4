import type { ApiModule } from '../../lib/module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

/** The dashboard of a period, and its PDF. */
export const dashboardModule: ApiModule = {
  name: 'dashboard',
  prefix: '/api/dashboard',
  routes: dashboardRoutes,
};

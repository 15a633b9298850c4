import type { ApiModule } from '../../lib/module.ts';
import { advisorsRoutes } from './advisors.routes.ts';

/** The advisors (Maya, Carlos, Alex; Sofia and Diana add their rules here). */
export const advisorsModule: ApiModule = {
  name: 'advisors',
  prefix: '/api',
  routes: advisorsRoutes,
};

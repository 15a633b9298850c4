import type { ApiModule } from '../../lib/module.ts';
import { teamRoutes } from './team.routes.ts';

/** The company's team (issue 20): members with roles, invitations, the audit log. */
export const teamModule: ApiModule = {
  name: 'team',
  prefix: '/api',
  routes: teamRoutes,
};

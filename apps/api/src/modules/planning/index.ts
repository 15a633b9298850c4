import type { ApiModule } from '../../lib/module.ts';
import { planningRoutes } from './planning.routes.ts';

export { planningForecast, planningView, planningWatch } from './planning.service.ts';

/** The planning screen's view, its goals, budget lines and scenarios. */
export const planningModule: ApiModule = {
  name: 'planning',
  prefix: '/api/planning',
  routes: planningRoutes,
};

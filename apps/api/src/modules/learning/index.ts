import type { ApiModule } from '../../lib/module.ts';
import { learningRoutes } from './learning.routes.ts';
import { recordDataSteps } from './learning.service.ts';

export { recordSteps } from './learning.repository.ts';

/**
 * The learning path. Reading and analysis steps are posted by the browser; data steps are
 * recorded from the company-data-changed event, so they cannot be claimed without the data.
 */
export const learningModule: ApiModule = {
  name: 'learning',
  prefix: '/api/learning',
  routes: learningRoutes,
  setup: ({ events }) => events.on('company-data-changed', recordDataSteps),
};

import type { ApiModule } from '../../lib/module.ts';
import { metricsRoutes } from './metrics.routes.ts';

/** The company's figures: the snapshot finance reads, period totals, the header summary. */
export const metricsModule: ApiModule = {
  name: 'metrics',
  prefix: '/api/metrics',
  routes: metricsRoutes,
};

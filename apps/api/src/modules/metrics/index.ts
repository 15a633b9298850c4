import type { ApiModule } from '../../lib/module.ts';
import { keepTotalsWithinLimits } from './company-limits.ts';
import { metricsRoutes } from './metrics.routes.ts';

/** The header's summary (figures/ holds what it reads) and the limit on a company's totals. */
export const metricsModule: ApiModule = {
  name: 'metrics',
  prefix: '/api/metrics',
  routes: metricsRoutes,
  // Every write of the company's data is refused if its totals would pass the exact limit.
  setup: ({ events }) => events.on('company-data-changed', keepTotalsWithinLimits),
};

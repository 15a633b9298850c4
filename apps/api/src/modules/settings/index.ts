import type { ApiModule } from '../../lib/module.ts';
import { settingsRoutes } from './settings.routes.ts';

export { FREQUENCY_INTERVALS } from './settings.repository.ts';
export { companyAnalysisSettings, recommendationsShownTo } from './settings.service.ts';

/**
 * Settings (issue 20): a person's notifications, appearance and dashboard, and the company's
 * analysis section (the agents' frequency, the default period, the thresholds the header reads).
 */
export const settingsModule: ApiModule = {
  name: 'settings',
  prefix: '/api',
  routes: settingsRoutes,
};

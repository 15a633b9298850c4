import type { ApiModule } from '../../lib/module.ts';
import { financialDataRoutes } from './financial-data.routes.ts';

export { refreshEntryStatistics, replaceCompanyRows } from './financial-data.repository.ts';
export { exportCompanyData } from './financial-data.service.ts';

/** The company's typical-month metrics, and its whole data as one document (export, import). */
export const financialDataModule: ApiModule = {
  name: 'financial-data',
  prefix: '/api/financial-data',
  routes: financialDataRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { reportsRoutes } from './reports.routes.ts';

export { buildReport, buildReportKpis } from './reports.service.ts';
export { reportFile } from './reports-files.ts';

/** Reports of the company's figures (JSON, PDF, Excel, CSV) and the report KPIs (issue 16). */
export const reportsModule: ApiModule = {
  name: 'reports',
  prefix: '/api/reports',
  routes: reportsRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { customerRoutes } from './customers.routes.ts';

/** The company's customers by month: unit economics reads them; growth and reports will. */
export const customersModule: ApiModule = {
  name: 'customers',
  prefix: '/api/customer-records',
  routes: customerRoutes,
};

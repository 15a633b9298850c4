import type { ApiModule } from '../../lib/module.ts';
import { taxesRoutes } from './taxes.routes.ts';

export { upcomingTaxPayments } from './taxes.service.ts';

/**
 * The month's taxes (issue 32): IVA and provisional ISR estimated from the movements' tax
 * breakdown, cash basis, with the legal basis named. An estimate to plan the cash, not a return.
 */
export const taxesModule: ApiModule = {
  name: 'taxes',
  prefix: '/api/taxes',
  routes: taxesRoutes,
};

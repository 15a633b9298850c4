import type { ApiModule } from '../../lib/module.ts';
import { privacyRoutes } from './privacy.routes.ts';

/**
 * The owner's data rights under the LFPDPPP (issue 20): "Descargar mis datos" (a ZIP of every
 * table's rows, JSON and CSV) and "Eliminar cuenta" (the company and all its data).
 */
export const privacyModule: ApiModule = {
  name: 'privacy',
  prefix: '/api',
  routes: privacyRoutes,
};

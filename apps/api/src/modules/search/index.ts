import type { ApiModule } from '../../lib/module.ts';
import { searchRoutes } from './search.routes.ts';

/** The header's search: the app's screens, the book, and the company's own records. */
export const searchModule: ApiModule = {
  name: 'search',
  prefix: '/api/search',
  routes: searchRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { hintsRoutes } from './hints.routes.ts';

/** The info banners each user closed (`user_hints`), so a closed banner stays closed. */
export const hintsModule: ApiModule = {
  name: 'hints',
  prefix: '/api/hints',
  routes: hintsRoutes,
};

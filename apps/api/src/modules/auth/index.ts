import type { ApiModule } from '../../lib/module.ts';
import { authRoutes } from './auth.routes.ts';

export { authenticatePlugin } from './authenticate.ts';

/** Accounts and sessions: register, sign in (the demo too), profile, password. */
export const authModule: ApiModule = { name: 'auth', prefix: '/api/auth', routes: authRoutes };

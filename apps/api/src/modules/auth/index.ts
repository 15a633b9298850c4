import type { ApiModule } from '../../lib/module.ts';
import { authRoutes } from './auth.routes.ts';
import { RESET_LINK_JOB, sendResetLink } from './auth.service.ts';

export {
  deleteDeadSessions,
  deleteSpentResetTokens,
  findUserById,
  revokeUserSessions,
} from './auth.repository.ts';
export { authenticatePlugin } from './authenticate.ts';

/** Accounts and sessions: register, sign in (the demo too), profile, password. */
export const authModule: ApiModule = {
  name: 'auth',
  prefix: '/api/auth',
  routes: authRoutes,
  setup: (deps) =>
    deps.jobs.define<{ email: string }>({
      name: RESET_LINK_JOB,
      run: ({ email }) => sendResetLink(deps, email),
    }),
};

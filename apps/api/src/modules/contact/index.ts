import type { ApiModule } from '../../lib/module.ts';
import { contactRoutes } from './contact.routes.ts';

/** The public contact form: stored, then forwarded to support. */
export const contactModule: ApiModule = {
  name: 'contact',
  prefix: '/api/contact',
  routes: contactRoutes,
};

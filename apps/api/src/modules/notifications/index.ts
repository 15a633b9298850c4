import type { ApiModule } from '../../lib/module.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** The signed-in user's notifications, raised by the automation rules (issue 17). */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  prefix: '/api/notifications',
  routes: notificationsRoutes,
};

import { lazy } from 'react';
import { retry } from '../../lib/retry.ts';

/** /app/notificaciones, its own chunk. */
export const NotificationsPage = lazy(() =>
  retry(() => import('./components/notifications-page.tsx')).then(
    ({ NotificationsPage: Page }) => ({ default: Page }),
  ),
);

// The shared fetchers: the top bar's bell (app/shell) reads and marks through these.
export {
  BELL_LIMIT,
  NOTIFICATIONS_KEY,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from './api/notifications-api.ts';
export { badgeText, bellLabel, whenText } from './notifications-model.ts';

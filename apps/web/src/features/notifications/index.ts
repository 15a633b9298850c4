// The shared fetchers: the top bar's bell (app/shell) reads and marks through these. The page
// (/app/notificaciones) is loaded lazily by app/router.tsx from components/notifications-page.tsx:
// a lazy component cannot resolve to another lazy one, and the router must not pull these
// schemas into the first load.
export {
  BELL_LIMIT,
  NOTIFICATIONS_KEY,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from './api/notifications-api.ts';
export { useBrowserPush } from './hooks/use-browser-push.ts';
export { badgeText, bellLabel, whenText } from './notifications-model.ts';

import type { Notification, NotificationsResponse } from '@caudal/contracts';

/** The badge on the bell: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}

/** The bell's accessible name: 'Notificaciones, 3 sin leer'. */
export const bellLabel = (unread: number) => `Notificaciones, ${Math.max(0, unread)} sin leer`;

let longDate: Intl.DateTimeFormat | undefined;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, relative to `now` for the last week ('hace 5 min', 'hace 3 h',
 * 'hace 2 días'), then the es-MX date and hour in Mexico City time.
 */
export function whenText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '—';
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'hace un momento';
  if (ago < HOUR) return `hace ${Math.floor(ago / MINUTE)} min`;
  if (ago < DAY) return `hace ${Math.floor(ago / HOUR)} h`;
  if (ago < 7 * DAY) {
    const days = Math.floor(ago / DAY);
    return days === 1 ? 'hace 1 día' : `hace ${days} días`;
  }
  longDate ??= new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  return longDate.format(at);
}

/** One notification marked read on screen, before the server answers: the count never below 0. */
export function markReadLocally(data: NotificationsResponse, id: string): NotificationsResponse {
  const target = data.notifications.find((n) => n.id === id);
  if (!target || target.read) return data;
  return {
    ...data,
    unread: Math.max(0, data.unread - 1),
    notifications: data.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
  };
}

/** Every notification marked read on screen. */
export function markAllLocally(data: NotificationsResponse): NotificationsResponse {
  return {
    ...data,
    unread: 0,
    notifications: data.notifications.map((n) => (n.read ? n : { ...n, read: true })),
  };
}

/** How many pages `total` notifications fill, at least 1. */
export const pageCount = (total: number, limit: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));

/** The page in the address (`?pagina=2`): a whole number from 1, else 1. */
export function pageOf(param: string | null): number {
  const n = Number(param);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/**
 * The unread notifications of `latest` not in `seen` (the ids already on the bell), oldest
 * first: what arrived since the last poll, for the browser to announce.
 */
export function newArrivals(seen: ReadonlySet<string>, latest: readonly Notification[]) {
  return latest.filter((n) => !n.read && !seen.has(n.id)).reverse();
}

import type { Notification as AppNotification } from '@caudal/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notificationAccess } from '../../../lib/browser-notifications.ts';
import { useUserConfig } from '../../../lib/user-config.ts';
import { newArrivals } from '../notifications-model.ts';

/**
 * The browser's notifications (settings › Notificaciones del navegador): with them on and the
 * browser's permission granted, each unread notification that reaches the bell after it first
 * loaded is shown by the browser once; the ones already there at load never are. Clicking one
 * brings the tab forward and opens its page.
 */
export function useBrowserPush(latest: readonly AppNotification[] | undefined): void {
  const { data: config } = useUserConfig();
  const enabled = config?.notifications.push_notifications === true;
  const seen = useRef<Set<string> | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!latest) return;
    if (seen.current === null) {
      seen.current = new Set(latest.map((n) => n.id));
      return;
    }
    const fresh = newArrivals(seen.current, latest);
    for (const n of latest) seen.current.add(n.id);
    if (!enabled || notificationAccess() !== 'granted') return;
    for (const n of fresh) {
      const shown = new Notification(n.title, { body: n.message, tag: n.id, lang: 'es-MX' });
      shown.onclick = () => {
        window.focus();
        if (n.action_url) navigate(n.action_url);
        shown.close();
      };
    }
  }, [latest, enabled, navigate]);
}

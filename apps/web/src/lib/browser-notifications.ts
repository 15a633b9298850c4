/**
 * The browser's notifications (the settings' "Notificaciones del navegador"): permission is
 * asked only when the person switches them on, never on load.
 */
export type NotificationAccess = NotificationPermission | 'unsupported';

export const PUSH_DENIED_MESSAGE =
  'Tu navegador no dio permiso para mostrar notificaciones, así que las dejamos apagadas. Puedes permitirlas en la configuración del sitio de tu navegador y volver a intentarlo.';
export const PUSH_UNSUPPORTED_MESSAGE = 'Este navegador no puede mostrar notificaciones.';

export function notificationAccess(): NotificationAccess {
  return typeof window !== 'undefined' && 'Notification' in window
    ? Notification.permission
    : 'unsupported';
}

/** Asks for permission (the browser shows its prompt only while it is 'default'). */
export async function askNotificationPermission(): Promise<NotificationAccess> {
  if (notificationAccess() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}

/** What to say when the answer was not a yes; null when it was. */
export function pushRefusal(access: NotificationAccess): string | null {
  if (access === 'granted') return null;
  return access === 'unsupported' ? PUSH_UNSUPPORTED_MESSAGE : PUSH_DENIED_MESSAGE;
}

/** What the push switch says about this browser: what it does, or why it cannot yet. */
export function pushDescription(on: boolean): string {
  const access = notificationAccess();
  if (access === 'unsupported') return PUSH_UNSUPPORTED_MESSAGE;
  if (on && access !== 'granted')
    return 'Están activadas en tu cuenta, pero este navegador aún no tiene permiso para mostrarlas.';
  return 'Un aviso del navegador cuando llegue una notificación nueva mientras Caudal está abierto. Te pediremos permiso al activarlas.';
}

import { count, unitMeta } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * Notifications (spec 000 §3 Notification, §4, §7; issue 17): stored per user, raised by the
 * automation rules. The wire keeps the spec's snake_case names.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  /** ISO timestamp. */
  created_at: z.string(),
  /** A path inside the app that explains it (`/app/cash-flow`), or null. */
  action_url: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications/?page=&limit= (newest first). */
export const NotificationsQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int({ error: 'La página debe ser un número entero' })
    .min(1, { error: 'La página debe ser al menos 1' })
    .max(10_000, { error: 'La página es demasiado grande' })
    .meta(unitMeta('count'))
    .default(1),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int({ error: 'El límite debe ser un número entero' })
    .min(1, { error: 'El límite debe ser al menos 1' })
    .max(100, { error: 'El límite debe ser como máximo 100' })
    .meta(unitMeta('count'))
    .default(20),
});

export const NotificationsSchema = z.object({
  success: z.literal(true),
  notifications: z.array(NotificationSchema),
  /** Unread notifications of the user, all pages. */
  unread: count(),
  total: count(),
});
export type NotificationsResponse = z.infer<typeof NotificationsSchema>;

export const NotificationIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'La notificación no existe' }),
});

export const MarkReadResultSchema = z.object({ success: z.literal(true), unread: count() });

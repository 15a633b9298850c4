import type { Notification } from '@caudal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

const view = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  read: row.read,
  created_at: row.createdAt.toISOString(),
  action_url: row.actionUrl,
});

/** One page of the user's notifications, newest first, with the unread and total counts. */
export async function notificationsPage(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.execute<{ unread: number; total: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT read)::int AS unread, count(*)::int AS total
      FROM notifications WHERE user_id = ${userId}`),
  ]);
  const c = counts.rows[0];
  return {
    notifications: rows.map(view),
    unread: Number(c?.unread ?? 0),
    total: Number(c?.total ?? 0),
  };
}

/** Marks one of the user's notifications read; false when the user has none with that id. */
export async function markRead(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND NOT read`,
  );
  return Number(rows[0]?.n ?? 0);
}

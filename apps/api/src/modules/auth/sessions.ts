import type { SessionInfo } from '@caudal/contracts';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import UAParser from 'ua-parser-js';
import type { Queryable } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { SESSION_IDLE_MINUTES } from './auth.repository.ts';

/**
 * The security section's list of sessions (issue 20): every live session of the signed-in
 * person, with the device named from its user agent, and closing one or all the others. A
 * closed session is revoked in the database, so it ends on every instance at its next request.
 */

/** A session that still opens the app: not revoked, not expired, not idle (unless remembered). */
const live = (userId: string) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    or(
      eq(sessions.remember, true),
      gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
    ),
  );

/** "Chrome en Windows", "Safari en iOS (iPhone)": what a person recognises as their device. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const ua = new UAParser(userAgent).getResult();
  const browser = ua.browser.name;
  const os = ua.os.name;
  const model = ua.device.model;
  if (!browser && !os) return 'Dispositivo desconocido';
  const where = [os, model && model !== os ? `(${model})` : null].filter(Boolean).join(' ');
  if (!browser) return where;
  return where ? `${browser} en ${where}` : browser;
}

export async function listSessions(db: Queryable, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(live(auth.userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.id,
    device: deviceName(s.userAgent),
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastSeenAt.toISOString(),
    remember: s.remember,
    current: s.id === auth.sessionId,
  }));
}

/** Ends one of the person's own sessions (this one too: that is signing out). */
export async function closeSession(db: Queryable, auth: AuthContext, sessionId: string) {
  const closed = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), live(auth.userId)))
    .returning({ id: sessions.id });
  if (closed.length === 0) throw notFound('Esa sesión no existe o ya estaba cerrada');
}

/** Ends every live session of the person but the one asking. */
export async function closeOtherSessions(db: Queryable, auth: AuthContext) {
  const closed = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(auth.userId), ne(sessions.id, auth.sessionId)))
    .returning({ id: sessions.id });
  const n = closed.length;
  return {
    closed: n,
    detail:
      n === 0
        ? 'No había otras sesiones abiertas.'
        : `Cerramos ${n} ${n === 1 ? 'sesión' : 'sesiones'} en otros dispositivos.`,
  };
}

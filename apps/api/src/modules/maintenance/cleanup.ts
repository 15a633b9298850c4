import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { deleteExpiredSandboxes } from '../demo/demo.service.ts';
import { deleteExpiredCounters } from '../rate-limit/rate-limit.repository.ts';

export const CLEANUP_INTERVAL_MS = 15 * 60_000;

/** One pass: expired demo sandboxes, dead sessions and reset tokens, spent rate-limit windows. */
export async function runCleanup(db: Db) {
  const sandboxes = await deleteExpiredSandboxes(db);
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
  const counters = await deleteExpiredCounters(db);
  return { sandboxes, sessions: deadSessions.length, counters };
}

/**
 * Runs the cleanup now and every 15 minutes. Every instance may run it: the deletes are
 * idempotent, so no coordination is needed.
 */
export function scheduleCleanup(db: Db, log: FastifyBaseLogger): () => void {
  const tick = () =>
    runCleanup(db).then(
      (result) => log.debug(result, 'limpieza periódica'),
      (error: unknown) => log.warn({ err: error }, 'falló la limpieza periódica'),
    );
  void tick();
  const timer = setInterval(tick, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

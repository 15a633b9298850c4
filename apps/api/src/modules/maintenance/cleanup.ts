import type { Db } from '../../db/client.ts';
import { deleteExpiredCounters } from '../../lib/rate-limit-store.ts';
import { deleteDeadSessions, deleteSpentResetTokens } from '../auth/index.ts';
import { deleteExpiredSandboxes } from '../demo/index.ts';

/** One pass: expired demo sandboxes, dead sessions and reset tokens, spent rate-limit windows. */
export async function runCleanup(db: Db, now: Date) {
  const sandboxes = await deleteExpiredSandboxes(db, now);
  const sessions = await deleteDeadSessions(db);
  await deleteSpentResetTokens(db);
  const counters = await deleteExpiredCounters(db);
  return { sandboxes, sessions, counters };
}

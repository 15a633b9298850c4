import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { clearCounter, hitCounter, hitCounters } from '../../lib/rate-limit-store.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in attempts per 15-minute window (ARCHITECTURE.md, "Sign-in protection").
 * - `perIp`: one address guessing across accounts is refused after 30.
 * - `perAccountAndIp`: one address guessing one account is refused after 10.
 * - `perAccount`: past 100 attempts on one account from anywhere, the account is not locked
 *   (that would let a stranger lock the owner out); each address instead gets one attempt per
 *   `slowdownSeconds` on it, so a spread-out attack crawls while the owner still signs in.
 * Every attempt is counted, atomically, before the password is checked, so parallel guesses
 * cannot slip past a limit; a successful sign-in gives its attempt back.
 */
export const LOGIN_LIMITS = {
  perIp: 30,
  perAccountAndIp: 10,
  perAccount: 100,
  slowdownSeconds: 60,
} as const;

function keys(email: string, ip: string) {
  return {
    ip: `login:ip:${ip}`,
    accountAndIp: `login:acct-ip:${email}|${ip}`,
    account: `login:acct:${email}`,
    slowdown: `login:slow:${email}|${ip}`,
  };
}

/** Counts this attempt; 429 in Spanish when it is over a limit (the password is not checked). */
export async function countLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const counts = await hitCounters(db, [k.ip, k.accountAndIp, k.account], WINDOW_SECONDS);
  const over = (key: string, limit: number) => {
    const found = counts.get(key);
    if (found && found.count > limit) throw tooManyRequests(found.retryAfterSeconds);
  };
  over(k.ip, LOGIN_LIMITS.perIp);
  over(k.accountAndIp, LOGIN_LIMITS.perAccountAndIp);
  if ((counts.get(k.account)?.count ?? 0) > LOGIN_LIMITS.perAccount) {
    const slow = await hitCounter(db, k.slowdown, LOGIN_LIMITS.slowdownSeconds);
    if (slow.count > 1) throw tooManyRequests(slow.retryAfterSeconds);
  }
}

/** A successful sign-in was not a guess: its attempt comes back, and this pair starts over. */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await Promise.all([
    hitCounter(db, k.ip, WINDOW_SECONDS, -1),
    hitCounter(db, k.account, WINDOW_SECONDS, -1),
    clearCounter(db, k.accountAndIp),
  ]);
}

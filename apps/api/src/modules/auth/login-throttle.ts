import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { clearCounter, hitCounter, peekCounters } from '../rate-limit/rate-limit.repository.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins allowed per 15-minute window. The account limit counts per account AND IP,
 * so a stranger failing from elsewhere cannot lock the owner out; a much higher limit per
 * account alone stops a spread-out guessing attack. Every lock lifts when its window ends.
 */
export const LOGIN_FAILURE_LIMITS = { perIp: 30, perAccountAndIp: 10, perAccount: 100 } as const;

function keys(email: string, ip: string) {
  return {
    ip: `login-fail:ip:${ip}`,
    accountAndIp: `login-fail:acct-ip:${email}|${ip}`,
    account: `login-fail:acct:${email}`,
  };
}

export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  const counts = await peekCounters(db, [k.ip, k.accountAndIp, k.account]);
  const checks: [string, number][] = [
    [k.ip, LOGIN_FAILURE_LIMITS.perIp],
    [k.accountAndIp, LOGIN_FAILURE_LIMITS.perAccountAndIp],
    [k.account, LOGIN_FAILURE_LIMITS.perAccount],
  ];
  for (const [key, limit] of checks) {
    const found = counts.get(key);
    if (found && found.count >= limit) throw tooManyRequests(found.retryAfterSeconds);
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await Promise.all([
    hitCounter(db, k.ip, WINDOW_SECONDS),
    hitCounter(db, k.accountAndIp, WINDOW_SECONDS),
    hitCounter(db, k.account, WINDOW_SECONDS),
  ]);
}

export async function recordLoginSuccess(db: Db, email: string, ip: string): Promise<void> {
  await clearCounter(db, keys(email, ip).accountAndIp);
}

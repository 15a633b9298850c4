/**
 * A one-time message for the next public page, such as the home page after deleting an account
 * (the guard of /app/* is what takes the person there, so no navigation state can carry it).
 * It lives in memory: a reload or a later visit does not show it again.
 */
let pending: string | null = null;

export function leaveNotice(notice: string): void {
  pending = notice;
}

/** The message left for this page, if any; `clearNotice` once it is shown. */
export function pendingNotice(): string | null {
  return pending;
}

export function clearNotice(): void {
  pending = null;
}

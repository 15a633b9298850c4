/**
 * Where to go after signing in. Only paths inside the app area are accepted, so a crafted
 * link cannot send the user to another site ('//evil.example') or to an unrelated page.
 */
export function sanitizeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!/^\/app(?:[/?#]|$)/.test(value)) return null;
  // Backslashes and control characters can be read as another host by some browsers.
  if (/[\\\s]/.test(value) || value.includes('//')) return null;
  return value;
}

/** Reads returnTo from router location state first, then from the ?returnTo= query. */
export function readReturnTo(state: unknown, search: string): string | null {
  if (typeof state === 'object' && state !== null && 'returnTo' in state) {
    const fromState = sanitizeReturnTo((state as { returnTo: unknown }).returnTo);
    if (fromState) return fromState;
  }
  return sanitizeReturnTo(new URLSearchParams(search).get('returnTo'));
}

/** The /login address that brings the user back to `returnTo` after signing in. */
export function loginPathFor(returnTo: string | null): string {
  const safe = sanitizeReturnTo(returnTo);
  return safe ? `/login?returnTo=${encodeURIComponent(safe)}` : '/login';
}

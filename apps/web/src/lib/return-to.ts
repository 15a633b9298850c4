// Any origin would do: a path is resolved against it and must stay on it.
const BASE = 'https://caudal.invalid';

/**
 * Where to go after signing in. Only paths inside the app area are accepted, so a crafted
 * link cannot send the user to another site ('//evil.example', '/\evil.example',
 * 'javascript:…') or to an unrelated page. The path is returned as the browser would resolve
 * it ('/app/../login' is '/login', refused).
 */
export function sanitizeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/app')) return null;
  // Backslashes, whitespace and control characters can be read as another host by some
  // browsers, or be stripped by them; '//' can start another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(value) || value.includes('//')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !/^\/app(?:\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads returnTo from router location state first, then from the ?returnTo= query. */
export function readReturnTo(state: unknown, search: string): string | null {
  if (typeof state === 'object' && state !== null && 'returnTo' in state) {
    const fromState = sanitizeReturnTo((state as { returnTo: unknown }).returnTo);
    if (fromState) return fromState;
  }
  return sanitizeReturnTo(new URLSearchParams(search).get('returnTo'));
}

/** The address `path` with `?returnTo=` carrying a safe return path (or plain `path`). */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = sanitizeReturnTo(returnTo);
  return safe ? `${path}?returnTo=${encodeURIComponent(safe)}` : path;
}

/** The /login address that brings the user back to `returnTo` after signing in. */
export function loginPathFor(returnTo: string | null): string {
  return withReturnTo('/login', returnTo);
}

/**
 * Where a signed-out visit to an app address goes: /login, coming back to that address
 * (path and query), except a plain visit to /app, which goes to the home page.
 */
export function signedOutRedirect(address: string): string {
  const safe = sanitizeReturnTo(address);
  if (!safe || /^\/app\/?(?:[?#].*)?$/.test(safe)) return '/';
  return loginPathFor(safe);
}

/** The invitation page (`/app/invitacion?token=…`), which a signed-out visitor may open. */
export const INVITATION_PATH = '/app/invitacion';

/**
 * Where registering leads: the onboarding, then `returnTo`; but an invitation at once, since the
 * person joins the inviter's company and has nothing to set up (and a company of their own with
 * data typed in the onboarding would keep the account from joining).
 */
export function afterRegisterPath(returnTo: string | null): string {
  const safe = sanitizeReturnTo(returnTo);
  if (safe && joinsByInvitation(safe)) return safe;
  return withReturnTo('/app/onboarding', safe);
}

/**
 * Whether registering is to accept an invitation: the person joins the inviter's company, so
 * the forms ask for no company of their own.
 */
export function joinsByInvitation(returnTo: string | null): boolean {
  const safe = sanitizeReturnTo(returnTo);
  return safe !== null && new URL(safe, BASE).pathname === INVITATION_PATH;
}

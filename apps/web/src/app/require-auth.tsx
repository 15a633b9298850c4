import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { loginPathFor, sanitizeReturnTo, signedOutRedirect } from '../lib/return-to.ts';

/**
 * /app/* only for signed-in users. A signed-out visitor goes to /login with the address as
 * returnTo (in the query, so a reload keeps it; and in the state), and comes back to it after
 * signing in; a plain visit to /app goes to '/'. Signing out here leads to '/'; a session that
 * ended under the user (the server refused it, or they signed out in another tab) leads to
 * /login for the same address, /app included.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, sessionEnd } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState size="screen" />;
  if (status === 'signed-out') {
    const address = `${location.pathname}${location.search}${location.hash}`;
    const returnTo = sanitizeReturnTo(address);
    const to =
      sessionEnd === 'signed-out'
        ? '/'
        : sessionEnd
          ? loginPathFor(returnTo)
          : signedOutRedirect(address);
    return <Navigate to={to} state={to === '/' ? undefined : { returnTo }} replace />;
  }
  return children;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { loginPathFor, sanitizeReturnTo } from '../lib/return-to.ts';

/**
 * /app/* only for signed-in users. Signed-out visitors go to '/'; when the server rejected the
 * session (401), to /login with the current address as returnTo, in state and query.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, sessionExpired } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState size="screen" />;
  if (status === 'signed-out') {
    if (!sessionExpired) return <Navigate to="/" replace />;
    const returnTo = sanitizeReturnTo(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={loginPathFor(returnTo)} state={{ returnTo }} replace />;
  }
  return children;
}

import { useLocation } from 'react-router';
import { readReturnTo, sanitizeReturnTo } from './return-to.ts';

/** The invitation page is public and signing in from it must come back to it. */
const COMES_BACK_HERE = '/app/invitacion';

/**
 * The safe return path this page was given (state or ?returnTo=), or null; on the invitation
 * page, the page itself, so the top bar's "Iniciar sesión" and "Crear cuenta" come back to it.
 */
export function useReturnTo(): string | null {
  const location = useLocation();
  const given = readReturnTo(location.state, location.search);
  if (given || location.pathname !== COMES_BACK_HERE) return given;
  return sanitizeReturnTo(`${location.pathname}${location.search}`);
}

import { useLocation } from 'react-router';
import { readReturnTo } from './return-to.ts';

/** The safe return path this page was given (state or ?returnTo=), or null. */
export function useReturnTo(): string | null {
  const location = useLocation();
  return readReturnTo(location.state, location.search);
}

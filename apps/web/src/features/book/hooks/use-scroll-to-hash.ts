import { useEffect } from 'react';
import { useLocation } from 'react-router';

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape in the address is not a section.
    return null;
  }
}

/**
 * The chapter arrives after the navigation, so the browser cannot scroll to '#section' by
 * itself: once `ready`, scroll there and move focus to the heading, so reading (and Tab)
 * continues from the section.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const target = targetOf(hash);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}

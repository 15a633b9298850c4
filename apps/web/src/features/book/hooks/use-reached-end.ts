import { useEffect, useRef } from 'react';

/**
 * Calls `onReached(chapter)` once when the element the returned ref is attached to (the end of
 * the chapter's text) scrolls into view: reaching the end is what counts as reading it.
 */
export function useReachedEnd(chapter: number, onReached?: (chapter: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onReached) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        onReached(chapter);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [chapter, onReached]);
  return ref;
}

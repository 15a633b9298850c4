import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is at least `minWidth` px wide, following resizes. The space the table
 * gets, not the window, decides: the same list may fill a page or half of it.
 */
export function useWideEnough(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [wide, setWide] = useState(false);
  // Before paint, so a wide screen never flashes the cards first.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWide(element.clientWidth >= minWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return wide;
}

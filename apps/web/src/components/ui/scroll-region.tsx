import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A wide table that scrolls by itself instead of widening the page on a phone; the keyboard
 * reaches it (axe: scrollable-region-focusable). `relative`: the table's visually hidden texts
 * are positioned inside it, so they cannot widen the page either.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it.
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-lg focus-visible:outline-2', className)}
    >
      {children}
    </section>
  );
}

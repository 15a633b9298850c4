import { cn } from '../../lib/cn.ts';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none', className)}
    />
  );
}

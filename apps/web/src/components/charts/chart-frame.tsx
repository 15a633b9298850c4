import { type ReactNode, Suspense } from 'react';
import { cn } from '../../lib/cn.ts';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * The drawing of a chart: hidden from assistive technology (each chart card carries a table
 * with the same numbers), loaded lazily, and replaced by a note if its code cannot load.
 */
export function ChartFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('h-72 w-full min-w-0', className)}>
      <ErrorBoundary
        fallback={
          <p className="flex h-full items-center justify-center rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
            No pudimos mostrar la gráfica. Recarga la página para intentarlo de nuevo.
          </p>
        }
      >
        <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** What a chart card shows when its series are empty. */
export function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <p className="flex h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

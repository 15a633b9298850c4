import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** "Próximamente": beside a link to a module not built yet (it opens its placeholder). */
export function ComingSoonBadge({
  size = 'md',
  className,
}: {
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full bg-amber-50 font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset',
        size === 'sm' ? 'px-1.5 text-[0.6875rem] leading-4' : 'px-2 py-0.5 text-xs',
        className,
      )}
    >
      Próximamente
    </span>
  );
}

/** An honest placeholder for a page or module that is not built yet. */
export function ComingSoon({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-6 flex gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
        <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>{note}</p>
      </div>
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

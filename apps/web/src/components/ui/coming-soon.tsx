import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';

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

import type { FigureConcept } from '@caudal/contracts';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { ConceptTooltip } from './concept-tooltip.tsx';

/** A card about one concept of the book: its title, the '?' that explains it, and its figures. */
export function ConceptCard({
  title,
  concept,
  className,
  children,
}: {
  title: string;
  concept: FigureConcept;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <ConceptTooltip concept={concept} label={title} />
      </div>
      {children}
    </section>
  );
}

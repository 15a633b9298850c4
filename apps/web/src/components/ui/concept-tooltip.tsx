import { BookOpen, CircleHelp, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { type Concept, chapterLabel } from '../../lib/concepts.ts';

/**
 * A '?' button next to a figure that explains the concept: what it is, its formula and the
 * book chapter. A popover rather than a hover tooltip, so it opens by touch, click or keyboard
 * (Enter/Space) and closes with Escape.
 */
export function ConceptTooltip({ concept, className }: { concept: Concept; className?: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Qué significa: ${concept.title}`}
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800',
          className,
        )}
      >
        <CircleHelp aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="center"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold text-slate-900">{concept.title}</p>
            <Popover.Close
              aria-label="Cerrar"
              className="-mt-1 -mr-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <p className="mt-1">{concept.definition}</p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Fórmula
          </p>
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-900">{concept.formula}</p>
          <p className="mt-3 flex items-center gap-1.5 text-brand-800">
            <BookOpen aria-hidden="true" className="size-4 shrink-0" />
            <span>{chapterLabel(concept)}</span>
          </p>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

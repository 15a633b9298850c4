import type { FigureConcept } from '@caudal/contracts';
import { BookOpen, CircleHelp, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { useBookConcept } from '../lib/book-concepts.ts';
import { cn } from '../lib/cn.ts';

function ConceptBody({ figure }: { figure: FigureConcept }) {
  const { concept, isError, query } = useBookConcept(figure);
  if (concept)
    return (
      <>
        <p className="font-semibold text-slate-900">{concept.term}</p>
        <p className="mt-1">{concept.definition}</p>
        <p className="mt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Fórmula</p>
        <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-900">{concept.formula}</p>
        <Link
          to={`/app/libro/${concept.chapter}`}
          className="mt-3 flex items-center gap-1.5 rounded font-medium text-brand-800 hover:underline"
        >
          <BookOpen aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Capítulo {concept.chapter}: {concept.chapterTitle}
          </span>
        </Link>
      </>
    );
  if (isError)
    return (
      <p role="alert">
        No pudimos cargar la explicación del libro.{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-semibold text-brand-800 underline"
        >
          Reintentar
        </button>
      </p>
    );
  return <p role="status">Cargando la explicación...</p>;
}

/**
 * A '?' button next to a figure that explains its concept from the book: definition, formula
 * and chapter. A popover rather than a hover tooltip, so it opens by touch, click or keyboard
 * (Enter/Space) and closes with Escape. The one tooltip used on every screen.
 */
export function ConceptTooltip({
  concept,
  label,
  className,
}: {
  concept: FigureConcept;
  /** The figure's name as shown next to it: 'Punto de equilibrio'. */
  label: string;
  className?: string;
}) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Qué significa: ${label}`}
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
          <div className="flex items-start justify-end">
            <Popover.Close
              aria-label="Cerrar"
              className="-mt-1 -mr-1 float-right rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          <ConceptBody figure={concept} />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { chapterPath, type Neighbour } from '../book-view.ts';

const cardClass =
  'flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600';

/** Links to the previous and next published chapters. */
export function ChapterPager({
  previous,
  next,
}: {
  previous: Neighbour | null;
  next: Neighbour | null;
}) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label="Otros capítulos"
      className="mt-12 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2"
    >
      {previous ? (
        <Link to={chapterPath(previous.number)} className={cardClass}>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Capítulo anterior
          </span>
          <span className="font-semibold text-slate-900">
            {previous.number}
            {previous.title ? `. ${previous.title}` : null}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link
          to={chapterPath(next.number)}
          className={`${cardClass} items-end text-right sm:col-start-2`}
        >
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            Capítulo siguiente
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-semibold text-slate-900">
            {next.number}
            {next.title ? `. ${next.title}` : null}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}

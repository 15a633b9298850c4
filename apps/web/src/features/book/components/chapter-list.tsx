import type { ChapterSummary } from '@caudal/contracts';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useChapters } from '../api/book-api.ts';
import { chapterPath } from '../book-view.ts';
import type { ModuleLabel } from '../module-label.ts';
import { BookSkeleton } from './book-states.tsx';
import { ChapterEyebrow, ChapterFacts, ChapterModuleLink } from './chapter-meta.tsx';

function ChapterCard({
  chapter,
  moduleLabel,
  read,
}: {
  chapter: ChapterSummary;
  moduleLabel: ModuleLabel;
  read: boolean;
}) {
  const titleId = `capitulo-${chapter.number}-titulo`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <ChapterEyebrow number={chapter.number} read={read} />
        <h2 id={titleId} className="mt-1 text-lg font-semibold text-slate-900">
          <Link
            to={chapterPath(chapter.number)}
            className="rounded hover:text-brand-800 hover:underline"
          >
            {chapter.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{chapter.summary}</p>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <ChapterFacts words={chapter.words} tools={chapter.tools.length} />
        </div>
        <ChapterModuleLink
          module={chapter.module}
          moduleLabel={moduleLabel}
          className="mt-3 self-start text-sm"
        />
      </article>
    </li>
  );
}

/** /app/libro: every published chapter with its summary, reading time and tools. */
export function ChapterList({
  moduleLabel,
  readChapters,
}: {
  moduleLabel: ModuleLabel;
  /** Chapters the reader has finished; unknown (not loaded) hides the book-progress bar. */
  readChapters?: readonly number[];
}) {
  const query = useChapters();
  const chapters = query.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">Libro</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Finanzas para Emprendedores
        </h1>
        <p className="mt-2 text-slate-700">
          Cada capítulo explica un tema con fórmulas, un ejemplo práctico y herramientas que puedes
          usar en Caudal con los datos de tu empresa.
        </p>
        {readChapters && chapters ? (
          <div className="mt-4 max-w-md">
            <p className="text-sm text-slate-700">
              Has leído {readChapters.length} de {chapters.length} capítulos.
            </p>
            <ProgressBar
              value={(100 * readChapters.length) / Math.max(1, chapters.length)}
              label="Capítulos del libro leídos"
              className="mt-1.5"
            />
          </div>
        ) : null}
      </header>
      {chapters ? (
        chapters.length > 0 ? (
          <ol aria-label="Capítulos" className="grid gap-4 md:grid-cols-2">
            {chapters.map((chapter) => (
              <ChapterCard
                key={chapter.number}
                chapter={chapter}
                moduleLabel={moduleLabel}
                read={readChapters?.includes(chapter.number) ?? false}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">
            Todavía no hay capítulos publicados. Vuelve pronto.
          </p>
        )
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el libro."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BookSkeleton label="Cargando capítulos..." />
      )}
    </div>
  );
}

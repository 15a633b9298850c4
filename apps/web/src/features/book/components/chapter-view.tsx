import type { Chapter } from '@caudal/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChapter, useChapters } from '../api/book-api.ts';
import { chapterNeighbours } from '../book-view.ts';
import { useReachedEnd } from '../hooks/use-reached-end.ts';
import { useScrollToHash } from '../hooks/use-scroll-to-hash.ts';
import type { ModuleLabel } from '../module-label.ts';
import { BookSkeleton, ChapterNotFound } from './book-states.tsx';
import {
  ChapterContentsDisclosure,
  ChapterContentsSidebar,
  type ContentsEntry,
  contentsOf,
} from './chapter-contents.tsx';
import { ChapterEyebrow, ChapterFacts, ChapterModuleLink } from './chapter-meta.tsx';
import { ChapterPager } from './chapter-pager.tsx';
import {
  ChapterConcepts,
  ChapterTools,
  CONCEPTS_ANCHOR,
  TOOLS_ANCHOR,
} from './chapter-reference.tsx';
import { Markdown } from './markdown.tsx';

function extrasOf(chapter: Chapter): ContentsEntry[] {
  const extras: ContentsEntry[] = [];
  if (chapter.concepts.length > 0)
    extras.push({ anchor: CONCEPTS_ANCHOR, title: 'Conceptos clave' });
  if (chapter.tools.length > 0)
    extras.push({ anchor: TOOLS_ANCHOR, title: 'Herramientas en Caudal' });
  return extras;
}

type ReadingProps = {
  /** The reader has already finished this chapter. */
  read?: boolean;
  /** Called when the end of the chapter's text comes into view. */
  onFinished?: (chapter: number) => void;
};

function ChapterHeader({
  chapter,
  moduleLabel,
  read,
}: {
  chapter: Chapter;
  moduleLabel: ModuleLabel;
  read: boolean;
}) {
  return (
    <header>
      <ChapterEyebrow number={chapter.number} read={read} />
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {chapter.title}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-700 sm:text-lg">{chapter.summary}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        <ChapterFacts words={chapter.words} tools={chapter.tools.length} />
        <ChapterModuleLink module={chapter.module} moduleLabel={moduleLabel} />
      </div>
    </header>
  );
}

function ChapterBody({
  chapter,
  moduleLabel,
  read = false,
  onFinished,
}: { chapter: Chapter; moduleLabel: ModuleLabel } & ReadingProps) {
  const { data: chapters } = useChapters();
  const endRef = useReachedEnd(chapter.number, read ? undefined : onFinished);
  const { previous, next } = chapterNeighbours(chapter.number, chapters);
  const contents = contentsOf(chapter, extrasOf(chapter));
  useScrollToHash(true);

  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_15rem] xl:gap-10">
      <article className="min-w-0 max-w-3xl">
        <ChapterHeader chapter={chapter} moduleLabel={moduleLabel} read={read} />
        <ChapterContentsDisclosure entries={contents} className="mt-6 xl:hidden" />
        <Markdown source={chapter.intro} className="mt-8" />
        {chapter.sections.map((section) => {
          const anchor = section.anchor || section.id;
          return (
            <section key={section.id} aria-labelledby={anchor} className="mt-10">
              <h2
                id={anchor}
                tabIndex={-1}
                className="scroll-mt-20 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
              >
                {section.title}
              </h2>
              <Markdown source={section.text} className="mt-3" />
            </section>
          );
        })}
        <div ref={endRef} aria-hidden="true" className="h-px" />
        <ChapterConcepts concepts={chapter.concepts} />
        <ChapterTools tools={chapter.tools} />
        <ChapterPager previous={previous} next={next} />
      </article>
      {/* Not an <aside>: the shell's sidebar is the page's one complementary landmark, and the
          labelled nav inside already names this one. */}
      <div className="hidden xl:block">
        <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto">
          <ChapterContentsSidebar entries={contents} />
        </div>
      </div>
    </div>
  );
}

/** /app/libro/:chapter — the chapter to read, with its sections, concepts and tools. */
export function ChapterView({
  number,
  moduleLabel,
  read,
  onFinished,
}: {
  /** null: the address is not one of the 15 chapters. */
  number: number | null;
  moduleLabel: ModuleLabel;
} & ReadingProps) {
  const query = useChapter(number);
  const chapter = query.data;
  const notFound =
    number === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(
    chapter
      ? `Capítulo ${chapter.number}: ${chapter.title}`
      : notFound
        ? 'Capítulo no encontrado'
        : 'Libro',
  );

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to="/app/libro"
        className="mb-5 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Todos los capítulos
      </Link>
      {chapter ? (
        <ChapterBody
          chapter={chapter}
          moduleLabel={moduleLabel}
          read={read}
          onFinished={onFinished}
        />
      ) : notFound ? (
        <ChapterNotFound />
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el capítulo."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BookSkeleton label="Cargando capítulo..." />
      )}
    </div>
  );
}

import type { Chapter } from '@caudal/contracts';
import { ChevronDown } from 'lucide-react';

export type ContentsEntry = { anchor: string; title: string };

/** The chapter's sections plus the concepts and tools blocks, in reading order. */
export function contentsOf(chapter: Chapter, extras: readonly ContentsEntry[]): ContentsEntry[] {
  return [
    ...chapter.sections.map((s) => ({ anchor: s.anchor || s.id, title: s.title })),
    ...extras,
  ];
}

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry) => (
        <li key={entry.anchor}>
          {/* A plain fragment link: the browser scrolls and moves the focus start point there. */}
          <a
            href={`#${entry.anchor}`}
            className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Beside the text on wide screens. */
export function ChapterContentsSidebar({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-labelledby="contenido-del-capitulo">
      <p
        id="contenido-del-capitulo"
        className="mb-2 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        En este capítulo
      </p>
      <ContentsList entries={entries} />
    </nav>
  );
}

/** Above the text on phones and tablets, folded so the reading starts right away. */
export function ChapterContentsDisclosure({
  entries,
  className,
}: {
  entries: readonly ContentsEntry[];
  className?: string;
}) {
  return (
    <nav aria-label="En este capítulo" className={className}>
      <details className="group rounded-xl border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          En este capítulo ({entries.length} apartados)
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-slate-600 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-slate-200 p-2">
          <ContentsList entries={entries} />
        </div>
      </details>
    </nav>
  );
}

import MiniSearch from 'minisearch';
import { spanishTerm } from './analyzer.ts';
import { type BookSection, type Chapter, loadBook } from './chapters.ts';

export type SectionHit = { section: BookSection; score: number };

/** Markdown markers out (a link keeps its text), so they neither score nor show up in excerpts. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\((\/app\/[^)\s]*)\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/^#+\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export type BookIndex = {
  chapters: Chapter[];
  sections: Map<string, BookSection>;
  search: (query: string, limit?: number) => SectionHit[];
};

/**
 * A full-text index over the book's sections with Spanish analysis: accents folded, stop words
 * dropped, Snowball stems; a section's title weighs double. Built once per process.
 */
export function buildBookIndex(chapters: Chapter[] = loadBook()): BookIndex {
  const sections = new Map<string, BookSection>();
  const index = new MiniSearch<{ id: string; title: string; text: string; chapterTitle: string }>({
    fields: ['title', 'text', 'chapterTitle'],
    processTerm: (term) => spanishTerm(term) ?? null,
    searchOptions: {
      boost: { title: 2, chapterTitle: 1.5 },
      // Stems of long words may differ by a letter or two ("margen", "marg"): prefixes help.
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  for (const chapter of chapters) {
    for (const section of chapter.sections) {
      sections.set(section.id, section);
      index.add({
        id: section.id,
        title: section.title,
        text: plainText(section.text),
        chapterTitle: chapter.title,
      });
    }
  }
  return {
    chapters,
    sections,
    search: (query, limit = 5) =>
      index
        .search(query)
        .slice(0, limit)
        .flatMap((hit) => {
          const section = sections.get(String(hit.id));
          return section ? [{ section, score: hit.score }] : [];
        }),
  };
}

let shared: BookIndex | undefined;
/** The process-wide index of the book. */
export function bookIndex(): BookIndex {
  shared ??= buildBookIndex();
  return shared;
}

import { type ChapterSummary, readingMinutes } from '@caudal/contracts';

/** The book has 15 chapters (DECISIONS.md); addresses outside 1..15 are not chapters. */
export const LAST_CHAPTER = 15;

export const TOOL_KIND_LABELS: Record<ChapterSummary['tools'][number]['kind'], string> = {
  worksheet: 'Hoja de trabajo',
  checklist: 'Lista de verificación',
  calculator: 'Calculadora',
};

export { readingMinutes };

export const readingTimeLabel = (words: number) => `${readingMinutes(words)} min de lectura`;

export function toolCountLabel(count: number): string {
  return count === 1 ? '1 herramienta' : `${count} herramientas`;
}

/** The chapter number in /app/libro/:chapter, or null when it is not one of the 15. */
export function parseChapterNumber(param: string | undefined): number | null {
  if (!param || !/^\d{1,2}$/.test(param)) return null;
  const number = Number(param);
  return number >= 1 && number <= LAST_CHAPTER ? number : null;
}

/** A route from the book's data, only when it is a path inside this app. */
export function internalRoute(route: string | null | undefined): string | null {
  if (!route?.startsWith('/') || route.startsWith('//')) return null;
  return route;
}

export type Neighbour = { number: number; title: string | null };

/**
 * The chapters before and after `current`. With the list of chapters, the nearest ones that
 * exist (some may not be published yet); without it, the numbers around it.
 */
export function chapterNeighbours(
  current: number,
  chapters: readonly Pick<ChapterSummary, 'number' | 'title'>[] | undefined,
): { previous: Neighbour | null; next: Neighbour | null } {
  if (!chapters) {
    return {
      previous: current > 1 ? { number: current - 1, title: null } : null,
      next: current < LAST_CHAPTER ? { number: current + 1, title: null } : null,
    };
  }
  const sorted = [...chapters].sort((a, b) => a.number - b.number);
  const previous = sorted.filter((c) => c.number < current).at(-1);
  const next = sorted.find((c) => c.number > current);
  return {
    previous: previous ? { number: previous.number, title: previous.title } : null,
    next: next ? { number: next.number, title: next.title } : null,
  };
}

export const chapterPath = (number: number, anchor?: string) =>
  `/app/libro/${number}${anchor ? `#${anchor}` : ''}`;

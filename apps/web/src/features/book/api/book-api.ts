import {
  type Chapter,
  ChapterSchema,
  type ChapterSummary,
  ChapterSummarySchema,
  z,
} from '@caudal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The book changes only with a deploy: no need to ask again while the reader is open.
const BOOK_STALE_MS = 10 * 60_000;

export const bookKeys = {
  chapters: ['book', 'chapters'] as const,
  chapter: (number: number) => ['book', 'chapter', number] as const,
};

export function fetchChapters(signal?: AbortSignal): Promise<ChapterSummary[]> {
  return apiRequest('/api/book/chapters', { schema: z.array(ChapterSummarySchema), signal });
}

export function fetchChapter(number: number, signal?: AbortSignal): Promise<Chapter> {
  return apiRequest(`/api/book/chapters/${number}`, { schema: ChapterSchema, signal });
}

export function useChapters() {
  return useQuery({
    queryKey: bookKeys.chapters,
    queryFn: ({ signal }) => fetchChapters(signal),
    staleTime: BOOK_STALE_MS,
  });
}

/** `null` is an address that is not a chapter: nothing to ask. */
export function useChapter(number: number | null) {
  return useQuery({
    queryKey: bookKeys.chapter(number ?? 0),
    queryFn: ({ signal }) => fetchChapter(number ?? 0, signal),
    enabled: number !== null,
    staleTime: BOOK_STALE_MS,
  });
}

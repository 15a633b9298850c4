import { SearchResponseSchema, type SearchResult } from '@caudal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const SEARCH_MIN_CHARS = 2;

export async function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const body = await apiRequest(`/api/search/?q=${encodeURIComponent(query)}`, {
    schema: SearchResponseSchema,
    signal,
  });
  return body.results;
}

/** Results for an already debounced, trimmed query; nothing is asked under 2 characters. */
export function useSearch(query: string) {
  return useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => fetchSearch(query, signal),
    enabled: query.length >= SEARCH_MIN_CHARS,
    // Records change with the company's data: a short cache is enough for a type-ahead.
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

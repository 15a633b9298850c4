import {
  type BookConcept,
  BookConceptSchema,
  FIGURE_CONCEPTS,
  type FigureConcept,
  z,
} from '@caudal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const bookConceptsKey = ['book', 'concepts'] as const;

/**
 * The book's concepts (definition, formula, chapter), asked once per visit: every tooltip on
 * every screen reads from this one list, which comes from the book's own text.
 */
export function useBookConcept(figure: FigureConcept) {
  const query = useQuery({
    queryKey: bookConceptsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/book/concepts', { schema: z.array(BookConceptSchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const concept: BookConcept | undefined = query.data?.find(
    (c) => c.id === FIGURE_CONCEPTS[figure],
  );
  return { concept, isError: query.isError || (query.isSuccess && !concept), query };
}

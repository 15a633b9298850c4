import { text } from './text.ts';
import { z } from './zod-es.ts';

export const SearchQuerySchema = z.strictObject({
  q: text('Escribe al menos 2 caracteres para buscar', { label: 'La búsqueda' })
    .trim()
    .min(2, { error: 'Escribe al menos 2 caracteres para buscar' })
    .max(100, { error: 'La búsqueda puede tener como máximo 100 caracteres' }),
});

export const SEARCH_CATEGORIES = ['modules', 'concepts', 'other'] as const;

/** 000 §3 "Search result". */
export const SearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  snippet: z.string(),
  url: z.string(),
  category: z.enum(SEARCH_CATEGORIES),
  type: z.enum(['module', 'section', 'concept', 'product', 'fixed-cost', 'entry']),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(SearchResultSchema),
});

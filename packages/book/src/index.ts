/**
 * The book "Finanzas para Emprendedores": its chapters (Markdown with front matter, one source
 * for the reader, the search index and the PDFs), the Spanish full-text index, and the
 * extractive answers the assistant gives with citations.
 */
export * from './analyzer.ts';
export * from './answer.ts';
export * from './chapters.ts';
export * from './citations.ts';
export * from './figures.ts';
export * from './follow-ups.ts';
export * from './search-index.ts';
export * from './sentences.ts';

export const BOOK_TITLE = 'Finanzas para Emprendedores';
export const BOOK_CHAPTER_COUNT = 15;

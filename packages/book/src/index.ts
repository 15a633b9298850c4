/**
 * The book "Finanzas para emprendedores": its chapters (Markdown) and the search index.
 * Chapter numbers and topics are fixed by shared/spec/book-outline.md; the text arrives with
 * the book issue.
 */
export const BOOK_TITLE = 'Finanzas para Emprendedores';
export const BOOK_CHAPTER_COUNT = 15;

import type { ApiModule } from '../../lib/module.ts';
import { bookPdfRoutes, bookQaRoutes, bookRoutes } from './book.routes.ts';

export { askBook } from './book.service.ts';

/** The book: its chapters and concepts (public), its PDFs, and the assistant. */
export const bookModule: ApiModule = { name: 'book', prefix: '/api/book', routes: bookRoutes };

export const bookPdfModule: ApiModule = {
  name: 'book-pdfs',
  prefix: '/resources',
  routes: bookPdfRoutes,
};

export const bookAssistantModule: ApiModule = {
  name: 'book-assistant',
  prefix: '/api/agents/financial-advisor',
  routes: bookQaRoutes,
};

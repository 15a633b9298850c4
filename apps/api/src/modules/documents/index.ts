import type { ApiModule } from '../../lib/module.ts';
import { documentsRoutes } from './documents.routes.ts';

export { counterpartTermsByRfc } from './documents.repository.ts';

/**
 * The receivables and payables the imported CFDI left open (issue 13): listed for the owner, and
 * read by the cash-flow forecast and Maya. Its own folder, so the modules that read them need
 * not depend on the importer.
 */
export const documentsModule: ApiModule = {
  name: 'documents',
  prefix: '/api',
  routes: documentsRoutes,
};

import type { ApiModule } from '../../lib/module.ts';
import { documentsRoutes, importsRoutes } from './imports.routes.ts';

/** Bank statements and CFDI imported as entries, receivables and payables (issue 13). */
export const importsModule: ApiModule = {
  name: 'imports',
  prefix: '/api/imports',
  routes: importsRoutes,
};

/** The receivables and payables the imported CFDI left open. */
export const documentsModule: ApiModule = {
  name: 'documents',
  prefix: '/api',
  routes: documentsRoutes,
};

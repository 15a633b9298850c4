import type { ApiModule } from '../../lib/module.ts';
import { importsRoutes } from './imports.routes.ts';
import { learnFromEditedEntry } from './learn-from-edits.ts';

/** Bank statements and CFDI imported as entries, receivables and payables (issue 13). */
export const importsModule: ApiModule = {
  name: 'imports',
  prefix: '/api/imports',
  routes: importsRoutes,
  setup: ({ events }) => events.on('record-updated', learnFromEditedEntry),
};

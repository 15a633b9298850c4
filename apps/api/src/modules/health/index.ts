import type { ApiModule } from '../../lib/module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule: ApiModule = { name: 'health', prefix: '', routes: healthRoutes };

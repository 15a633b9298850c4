import { ErrorResponseSchema, UnitEconomicsViewSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { scenarioRecords } from './unit-economics.repository.ts';
import { unitEconomicsScreen } from './unit-economics.service.ts';

/**
 * /api/unit-economics: the screen's view (GET /view) and the saved what-ifs
 * (/scenarios: list, create, read, replace, delete; a product must be the company's own).
 */
export const unitEconomicsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['unit-economics'],
        security: [{ bearer: [] }],
        response: { 200: UnitEconomicsViewSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => unitEconomicsScreen(deps.db, requireAuth(request), deps.clock.today()),
  );
  await app.register(ownedCrudRoutes(scenarioRecords), { deps, prefix: '/scenarios' });
};

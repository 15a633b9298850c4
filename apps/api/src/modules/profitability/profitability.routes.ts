import {
  ErrorResponseSchema,
  ProfitabilityViewQuerySchema,
  ProfitabilityViewSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { centreGroupRecords, investmentRecords } from './profitability.repository.ts';
import { profitabilityScreen } from './profitability.service.ts';

/**
 * /api/profitability: the screen's view of a period (GET /view?from&to, the last 12 complete
 * months by default), the investments (/investments) and the grouping of profit centres
 * (/centre-groups): list, create, read, replace, delete.
 */
export const profitabilityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profitability'],
        security: [{ bearer: [] }],
        querystring: ProfitabilityViewQuerySchema,
        response: {
          200: ProfitabilityViewSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      profitabilityScreen(deps.db, requireAuth(request), deps.clock.today(), request.query),
  );
  await app.register(ownedCrudRoutes(investmentRecords), { deps, prefix: '/investments' });
  await app.register(ownedCrudRoutes(centreGroupRecords), { deps, prefix: '/centre-groups' });
};

import { ErrorResponseSchema, MetricsSummaryResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { metricsSummary } from './metrics.service.ts';

/** GET /api/metrics/summary: the header's health score and cash-flow status. */
export const metricsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/summary',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: {
          200: MetricsSummaryResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => metricsSummary(deps.db, requireAuth(request), deps.clock.today()),
  );
};

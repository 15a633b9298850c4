import { ErrorResponseSchema, TaxEstimateQuerySchema, TaxEstimateSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { taxEstimateView } from './taxes.service.ts';

/** GET /api/taxes/estimate?month=YYYY-MM: the month's IVA and provisional ISR, estimated. */
export const taxesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/estimate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['taxes'],
        security: [{ bearer: [] }],
        querystring: TaxEstimateQuerySchema,
        response: {
          200: TaxEstimateSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      taxEstimateView(
        deps.db,
        requireAuth(request).companyId,
        deps.clock.today(),
        request.query.month,
      ),
  );
};

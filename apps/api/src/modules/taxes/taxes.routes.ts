import {
  CategoryTaxDefaultInputSchema,
  CategoryTaxDefaultResultSchema,
  CategoryTaxDefaultsSchema,
  ErrorResponseSchema,
  TaxEstimateQuerySchema,
  TaxEstimateSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { listTaxDefaults } from './taxes.repository.ts';
import { saveTaxDefaultView, taxEstimateView } from './taxes.service.ts';

/**
 * GET /api/taxes/estimate?month=YYYY-MM: the month's IVA and provisional ISR, estimated;
 * GET and PUT /api/taxes/defaults: the IVA each category's movements include by default.
 */
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
  app.get(
    '/defaults',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['taxes'],
        security: [{ bearer: [] }],
        response: { 200: CategoryTaxDefaultsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      defaults: await listTaxDefaults(deps.db, requireAuth(request).companyId),
    }),
  );
  app.put(
    '/defaults',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['taxes'],
        security: [{ bearer: [] }],
        body: CategoryTaxDefaultInputSchema,
        response: {
          200: CategoryTaxDefaultResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => saveTaxDefaultView(deps, requireAuth(request), request.body),
  );
};

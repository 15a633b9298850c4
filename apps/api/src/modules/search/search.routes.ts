import { ErrorResponseSchema, SearchQuerySchema, SearchResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { search } from './search.service.ts';

/** GET /api/search/?q= — the header's type-ahead (000 §7), authenticated and per company. */
export const searchRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      results: await search(deps.db, requireAuth(request).companyId, request.query.q),
    }),
  );
};

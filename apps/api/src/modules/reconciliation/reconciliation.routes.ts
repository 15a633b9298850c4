import {
  ErrorResponseSchema,
  ReconciliationMatchInputSchema,
  ReconciliationMatchParamsSchema,
  ReconciliationMatchResultSchema,
  ReconciliationSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { confirmMatch, reconciliationView, undoMatch } from './reconciliation.service.ts';

/**
 * GET /api/reconciliation (proposals, both unmatched lists, the matches made),
 * POST /api/reconciliation/matches (confirm a proposal or a pair chosen by hand),
 * DELETE /api/reconciliation/matches/:id (undo).
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reconciliation'],
        security: [{ bearer: [] }],
        response: { 200: ReconciliationSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      reconciliationView(deps.db, requireAuth(request).companyId, deps.clock.today()),
  );
  app.post(
    '/matches',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reconciliation'],
        security: [{ bearer: [] }],
        body: ReconciliationMatchInputSchema,
        response: {
          201: ReconciliationMatchResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await confirmMatch(deps, requireAuth(request), request.body);
      return reply.code(201).send(result);
    },
  );
  app.delete(
    '/matches/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reconciliation'],
        security: [{ bearer: [] }],
        params: ReconciliationMatchParamsSchema,
        response: {
          204: z.null(),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await undoMatch(deps, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

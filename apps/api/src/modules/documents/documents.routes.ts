import {
  CounterpartParamsSchema,
  CounterpartTermsInputSchema,
  CounterpartTermsSchema,
  ErrorResponseSchema,
  OpenDocumentsSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { openDocumentsView, saveCounterpartTerms } from './documents.service.ts';

const errors = { 401: ErrorResponseSchema };

/**
 * GET /api/receivables and /api/payables: open invoices paid later, from imported CFDI;
 * PUT /api/counterparts/:rfc/terms: a counterpart's days of credit.
 */
export const documentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const schema = {
    tags: ['documents'],
    security: [{ bearer: [] }],
    response: { 200: OpenDocumentsSchema, ...errors },
  };
  app.get('/receivables', { schema }, async (request) =>
    openDocumentsView(deps.db, requireAuth(request).companyId, 'receivable', deps.clock.today()),
  );
  app.get('/payables', { schema }, async (request) =>
    openDocumentsView(deps.db, requireAuth(request).companyId, 'payable', deps.clock.today()),
  );
  app.put(
    '/counterparts/:rfc/terms',
    {
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: CounterpartParamsSchema,
        body: CounterpartTermsInputSchema,
        response: {
          200: CounterpartTermsSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      saveCounterpartTerms(deps, requireAuth(request), request.params.rfc, request.body.days),
  );
};

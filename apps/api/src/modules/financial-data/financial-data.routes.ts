import {
  ComputedMetricsSchema,
  ErrorResponseSchema,
  ExportDocumentSchema,
  ImportDocumentSchema,
  ImportResultSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { computedMetricsView } from '../../figures/index.ts';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { exportCompanyData, importCompanyData } from './financial-data.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const financialDataRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const secured = { tags: ['financial-data'], security: [{ bearer: [] }] };

  app.get(
    '/metrics',
    { schema: { ...secured, response: { 200: ComputedMetricsSchema, ...errors } } },
    async (request) => computedMetricsView(deps.db, requireAuth(request), deps.clock.today()),
  );

  app.get(
    '/export',
    { schema: { ...secured, response: { 200: ExportDocumentSchema, ...errors } } },
    async (request, reply) => {
      const doc = await exportCompanyData(deps, requireAuth(request));
      reply.header(
        'content-disposition',
        `attachment; filename="caudal-datos-${doc.exportedAt.slice(0, 10)}.json"`,
      );
      return doc;
    },
  );

  app.post(
    '/import',
    {
      // A few years of daily entries is a few megabytes.
      bodyLimit: 50 * 1024 * 1024,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        ...secured,
        body: ImportDocumentSchema,
        response: { 200: ImportResultSchema, ...errors },
      },
    },
    async (request) => importCompanyData(deps, requireAuth(request), request.body),
  );
};

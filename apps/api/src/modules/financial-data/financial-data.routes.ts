import {
  ComputedMetricsSchema,
  ErrorResponseSchema,
  ExportDocumentSchema,
  ImportDocumentSchema,
  ImportResultSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { companyMetrics, metricsView } from '../metrics/metrics.service.ts';
import { exportCompanyData, importCompanyData } from './financial-data.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const financialDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const secured = { tags: ['financial-data'], security: [{ bearer: [] }] };

  app.get(
    '/metrics',
    { schema: { ...secured, response: { 200: ComputedMetricsSchema, ...errors } } },
    async (request) => metricsView(await companyMetrics(db, requireAuth(request).companyId)),
  );

  app.get(
    '/export',
    { schema: { ...secured, response: { 200: ExportDocumentSchema, ...errors } } },
    async (request, reply) => {
      const { companyId } = requireAuth(request);
      const [doc, metrics] = await Promise.all([
        exportCompanyData(db, companyId),
        companyMetrics(db, companyId),
      ]);
      const exportedAt = new Date().toISOString();
      reply.header(
        'content-disposition',
        `attachment; filename="caudal-datos-${exportedAt.slice(0, 10)}.json"`,
      );
      return { ...doc, metrics: metricsView(metrics), exportedAt };
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
    async (request) => {
      const { companyId, userId } = requireAuth(request);
      return importCompanyData(db, companyId, userId, request.body);
    },
  );
};

import {
  ErrorResponseSchema,
  ExportDocumentSchema,
  ImportDocumentSchema,
  ImportResultSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { exportCompanyData, importCompanyData } from './financial-data.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const financialDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const secured = { tags: ['financial-data'], security: [{ bearer: [] }] };

  app.get(
    '/export',
    { schema: { ...secured, response: { 200: ExportDocumentSchema, ...errors } } },
    async (request, reply) => {
      const doc = await exportCompanyData(db, requireAuth(request).companyId);
      const exportedAt = new Date().toISOString();
      reply.header(
        'content-disposition',
        `attachment; filename="caudal-datos-${exportedAt.slice(0, 10)}.json"`,
      );
      return { ...doc, exportedAt };
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
    async (request) => importCompanyData(db, requireAuth(request).companyId, request.body),
  );
};

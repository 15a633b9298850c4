import {
  CommitImportRequestSchema,
  ErrorResponseSchema,
  ImportListSchema,
  ImportPreviewQuerySchema,
  ImportPreviewSchema,
  idParamsSchema,
} from '@caudal/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import {
  commitImport,
  getImport,
  importHistory,
  previewImport,
  undoImport,
} from './imports.service.ts';
import { closeParsePool } from './parse-pool.ts';
import { MAX_UPLOAD_BYTES, readUpload } from './upload.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const secured = { tags: ['imports'], security: [{ bearer: [] }] };

/** /api/imports: upload a file for a preview, commit it, undo it, list the history. */
export const importsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 8 },
  });
  app.addHook('onRequest', app.authenticate);
  // The parsing workers end with the app.
  app.addHook('onClose', closeParsePool);

  app.post(
    '/',
    {
      // Reading a 20 MB statement or a ZIP of thousands of CFDI is real work.
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        response: {
          201: ImportPreviewSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          503: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readUpload(request);
      return reply.code(201).send(await previewImport(deps, auth, upload));
    },
  );

  app.get(
    '/',
    { schema: { ...secured, response: { 200: ImportListSchema, ...errors } } },
    async (request) => importHistory(deps.db, requireAuth(request).companyId),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...secured,
        params: idParamsSchema,
        querystring: ImportPreviewQuerySchema,
        response: { 200: ImportPreviewSchema, ...errors },
      },
    },
    async (request) =>
      getImport(deps.db, requireAuth(request).companyId, request.params.id, request.query.offset),
  );

  app.post(
    '/:id/commit',
    {
      schema: {
        ...secured,
        params: idParamsSchema,
        body: CommitImportRequestSchema,
        response: { 200: ImportPreviewSchema, ...errors },
      },
    },
    async (request) => commitImport(deps, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...secured,
        params: idParamsSchema,
        response: { 200: ImportPreviewSchema, ...errors },
      },
    },
    async (request) => undoImport(deps, requireAuth(request), request.params.id),
  );
};

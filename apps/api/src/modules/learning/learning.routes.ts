import {
  ErrorResponseSchema,
  LearningPathSchema,
  RecordStepRequestSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { learningPath, recordClientStep } from './learning.service.ts';

const secured = { tags: ['learning'], security: [{ bearer: [] }] };

/** The signed-in user's learning path, derived from the steps they have done. */
export const learningRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/path',
    {
      schema: {
        ...secured,
        response: { 200: LearningPathSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => learningPath(deps.db, requireAuth(request).userId),
  );

  // Reading a chapter or opening an analysis; data steps are recorded where the data is saved.
  app.post(
    '/steps',
    {
      config: { access: 'personal', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: RecordStepRequestSchema,
        response: { 200: LearningPathSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => recordClientStep(deps.db, requireAuth(request).userId, request.body.step),
  );
};

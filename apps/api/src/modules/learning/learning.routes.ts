import {
  ErrorResponseSchema,
  LearningPathSchema,
  RecordStepRequestSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { doneSteps, recordSteps } from './learning.repository.ts';
import { deriveLearningPath } from './learning-path.ts';

const secured = { tags: ['learning'], security: [{ bearer: [] }] };

/** The signed-in user's learning path, derived from the steps they have done. */
export const learningRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/path',
    {
      schema: {
        ...secured,
        response: { 200: LearningPathSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => deriveLearningPath(await doneSteps(db, requireAuth(request).userId)),
  );

  // Reading a chapter or opening an analysis; data steps are recorded where the data is saved.
  app.post(
    '/steps',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: RecordStepRequestSchema,
        response: { 200: LearningPathSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await recordSteps(db, userId, [request.body.step]);
      return deriveLearningPath(await doneSteps(db, userId));
    },
  );
};

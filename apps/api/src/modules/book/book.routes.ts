import { answerFromBook, bookIndex } from '@caudal/book';
import { BookQaRequestSchema, BookQaResponseSchema, ErrorResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { consumeApiCall } from './usage.ts';

/** The book assistant: extractive answers from the book, with citations, best first. */
export const bookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Built once per process, here rather than on the first question.
  bookIndex();
  app.post(
    '/api/agents/financial-advisor/book-qa',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['book'],
        security: [{ bearer: [] }],
        body: BookQaRequestSchema,
        response: {
          200: BookQaResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await consumeApiCall(db, requireAuth(request).userId);
      return { success: true as const, result: answerFromBook(request.body.question) };
    },
  );
};

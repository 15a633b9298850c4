import { HealthResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { databaseAnswers } from './health.repository.ts';

/** GET /health: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const time = deps.clock.now().toISOString();
      if (await databaseAnswers(deps.db)) {
        return { status: 'ok' as const, database: 'up' as const, time };
      }
      return reply.code(503).send({ status: 'degraded', database: 'down', time });
    },
  );
};

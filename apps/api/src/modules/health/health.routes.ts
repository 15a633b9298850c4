import { HealthResponseSchema } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';

/** GET /health: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const time = new Date().toISOString();
      try {
        await db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: 'up' as const, time };
      } catch {
        return reply.code(503).send({ status: 'degraded', database: 'down', time });
      }
    },
  );
};

import { ErrorResponseSchema, MayaRequestSchema, MayaResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { answerAsAdvisor } from './advisor-engine.ts';
import { composeMaya } from './maya.ts';

const mayaRoute = {
  config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  schema: {
    tags: ['advisors'],
    security: [{ bearer: [] }],
    body: MayaRequestSchema,
    response: {
      200: MayaResponseSchema,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  },
};

/**
 * The advisors (001 §7). Maya answers at the spec's address and at its fallback, the same
 * analysis: the body's figures are validated but never used; the company's own data is.
 */
export const advisorsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  for (const url of ['/agents/maya/cash-flow-analysis', '/ai/analyze/cash-flow']) {
    app.post(url, { ...mayaRoute, onRequest: app.authenticate }, async (request) => {
      const auth = requireAuth(request);
      return answerAsAdvisor(
        deps,
        auth,
        'maya',
        () => composeMaya(deps.db, auth, deps.clock.today()),
        request.log,
      );
    });
  }
};

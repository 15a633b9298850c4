import { ErrorResponseSchema, HintParamsSchema, HintsSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { dismissedHints, dismissHint } from './hints.repository.ts';

const secured = { tags: ['hints'], security: [{ bearer: [] }] };
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/** /api/hints: the info banners the signed-in user closed, remembered on every device. */
export const hintsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    { schema: { ...secured, response: { 200: HintsSchema, ...errors } } },
    async (request) => ({
      dismissed: await dismissedHints(deps.db, requireAuth(request).userId),
    }),
  );

  app.put(
    '/:key',
    {
      config: { access: 'personal', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { ...secured, params: HintParamsSchema, response: { 200: HintsSchema, ...errors } },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await dismissHint(deps.db, userId, request.params.key);
      return { dismissed: await dismissedHints(deps.db, userId) };
    },
  );
};

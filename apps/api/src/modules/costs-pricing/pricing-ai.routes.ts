import {
  ErrorResponseSchema,
  OptimizePricingRequestSchema,
  OptimizePricingResponseSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { optimizePricing } from './costs-pricing.service.ts';

/**
 * POST /api/ai/optimize/pricing (spec 001 §7): the pricing tab's analysis of one of the
 * company's products, computed by finance on the server; rate-limited like the advisors.
 */
export const pricingAiRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/optimize/pricing',
    {
      onRequest: app.authenticate,
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['costs-pricing'],
        security: [{ bearer: [] }],
        body: OptimizePricingRequestSchema,
        response: {
          200: OptimizePricingResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      optimizePricing(deps.db, requireAuth(request), deps.clock.today(), request.body),
  );
};

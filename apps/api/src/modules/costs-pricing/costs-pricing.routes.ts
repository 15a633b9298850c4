import {
  ApplyPriceRequestSchema,
  ApplyPriceResponseSchema,
  CostsPricingViewSchema,
  ErrorResponseSchema,
  PricingInputsInputSchema,
  ProductIdParamsSchema,
  ProductPricingSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { applyPrice, costsPricingScreen, savePricingInputs } from './costs-pricing.service.ts';

const writeResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * /api/costs-pricing: the screen's view (GET /view), the owner's pricing inputs of a product
 * (PUT /products/:id/pricing-inputs) and "Aplicar precio" (POST /products/:id/price).
 */
export const costsPricingRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['costs-pricing'],
        security: [{ bearer: [] }],
        response: { 200: CostsPricingViewSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => costsPricingScreen(deps.db, requireAuth(request), deps.clock.today()),
  );

  app.put(
    '/products/:id/pricing-inputs',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['costs-pricing'],
        security: [{ bearer: [] }],
        params: ProductIdParamsSchema,
        body: PricingInputsInputSchema,
        response: { 200: ProductPricingSchema, ...writeResponses },
      },
    },
    async (request) =>
      savePricingInputs(
        deps,
        requireAuth(request),
        deps.clock.today(),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/products/:id/price',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['costs-pricing'],
        security: [{ bearer: [] }],
        params: ProductIdParamsSchema,
        body: ApplyPriceRequestSchema,
        response: { 200: ApplyPriceResponseSchema, ...writeResponses },
      },
    },
    async (request) =>
      applyPrice(deps, requireAuth(request), deps.clock.today(), request.params.id, request.body),
  );
};

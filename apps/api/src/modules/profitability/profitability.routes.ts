import {
  ErrorResponseSchema,
  EvaluateInvestmentRequestSchema,
  InvestmentEvaluationSchema,
  idParamsSchema,
  ProfitabilityViewQuerySchema,
  ProfitabilityViewSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { evaluateRequest, evaluateStoredInvestment } from './investment-evaluation.service.ts';
import { centreGroupRecords, investmentRecords } from './profitability.repository.ts';
import { profitabilityScreen } from './profitability.service.ts';

/**
 * /api/profitability: the screen's view of a period (GET /view?from&to, the last 12 complete
 * months by default), the investments (/investments) and the grouping of profit centres
 * (/centre-groups): list, create, read, replace, delete. POST /evaluate evaluates a cash-flow
 * series without saving it; GET /investments/:id/evaluation evaluates a stored one (issue 33).
 */
export const profitabilityRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profitability'],
        security: [{ bearer: [] }],
        querystring: ProfitabilityViewQuerySchema,
        response: {
          200: ProfitabilityViewSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      profitabilityScreen(deps.db, requireAuth(request), deps.clock.today(), request.query),
  );
  app.post(
    '/evaluate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profitability'],
        security: [{ bearer: [] }],
        body: EvaluateInvestmentRequestSchema,
        response: {
          200: InvestmentEvaluationSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      requireAuth(request);
      return evaluateRequest(request.body);
    },
  );
  app.get(
    '/investments/:id/evaluation',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profitability'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: InvestmentEvaluationSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => evaluateStoredInvestment(deps.db, requireAuth(request), request.params.id),
  );
  await app.register(ownedCrudRoutes(investmentRecords), { deps, prefix: '/investments' });
  await app.register(ownedCrudRoutes(centreGroupRecords), { deps, prefix: '/centre-groups' });
};

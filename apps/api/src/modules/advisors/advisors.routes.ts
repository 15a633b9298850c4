import {
  AlexRequestSchema,
  AlexResponseSchema,
  CarlosRequestSchema,
  CarlosResponseSchema,
  DianaRequestSchema,
  DianaResponseSchema,
  ErrorResponseSchema,
  MayaRequestSchema,
  MayaResponseSchema,
  ScenarioAnalysisRequestSchema,
  ScenarioAnalysisResponseSchema,
  SofiaGrowthLatestSchema,
  SofiaGrowthRequestSchema,
  type SofiaGrowthResponse,
  SofiaGrowthResponseSchema,
  type z,
} from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { answerAsAdvisor } from './advisor-engine.ts';
import { latestAnalysis } from './advisors.repository.ts';
import { composeAlex } from './alex.ts';
import { composeCarlos } from './carlos.ts';
import { composeDiana } from './diana.ts';
import { composeMaya } from './maya.ts';
import { composeSofiaGrowth } from './sofia-growth.ts';
import { composeSofiaScenarios } from './sofia-scenarios.ts';

/**
 * An advisor's route options: 30 answers a minute per client (each costs a call of the plan),
 * its body and its answer; a 404 when the body names another company's record.
 */
const advisorRoute = <B extends z.ZodType, R extends z.ZodType>(body: B, answer: R) => ({
  // An analysis changes no data: anyone on the team may ask (auth/roles.ts).
  config: { access: 'personal' as const, rateLimit: { max: 30, timeWindow: 60_000 } },
  schema: {
    tags: ['advisors'],
    security: [{ bearer: [] }],
    body,
    response: {
      200: answer,
      400: ErrorResponseSchema,
      401: ErrorResponseSchema,
      404: ErrorResponseSchema,
      429: ErrorResponseSchema,
    },
  },
});

const mayaRoute = advisorRoute(MayaRequestSchema, MayaResponseSchema);
const carlosRoute = advisorRoute(CarlosRequestSchema, CarlosResponseSchema);
const alexRoute = advisorRoute(AlexRequestSchema, AlexResponseSchema);

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

  // Carlos (001 §7): the spec's figures are validated and ignored; `product_id` (ours) picks
  // one of the company's products. The spec names no fallback address for him.
  app.post(
    '/agents/carlos/unit-economics-analysis',
    { ...carlosRoute, onRequest: app.authenticate },
    async (request) => {
      const auth = requireAuth(request);
      return answerAsAdvisor(
        deps,
        auth,
        'carlos',
        () =>
          composeCarlos(
            deps.db,
            auth.companyId,
            deps.clock.today(),
            request.body.product_id ?? null,
          ),
        request.log,
      );
    },
  );

  // Alex (001 §7): the spec's figures are validated and ignored; he reads the company's own
  // debt, equity, income by counterparty, monthly history, cash and investments.
  app.post(
    '/agents/alex/risk-assessment',
    { ...alexRoute, onRequest: app.authenticate },
    async (request) => {
      const auth = requireAuth(request);
      return answerAsAdvisor(
        deps,
        auth,
        'alex',
        () => composeAlex(deps.db, auth, deps.clock.today()),
        request.log,
      );
    },
  );

  // The planning scenarios (001 §7 POST /ai/scenario/analysis; body and answer not shown in
  // the spec): Sofía reads the company's stored scenarios over its typical month.
  app.post(
    '/ai/scenario/analysis',
    {
      ...advisorRoute(ScenarioAnalysisRequestSchema, ScenarioAnalysisResponseSchema),
      onRequest: app.authenticate,
    },
    async (request) => {
      const auth = requireAuth(request);
      return answerAsAdvisor(
        deps,
        auth,
        'sofia',
        () => composeSofiaScenarios(deps.db, auth, deps.clock.today()),
        request.log,
        { step: 'scenario' },
      );
    },
  );

  // Diana (001 §7 POST /api/agents/diana/performance-optimization; body and answer not shown):
  // the followed report KPIs of the period against their targets.
  app.post(
    '/agents/diana/performance-optimization',
    { ...advisorRoute(DianaRequestSchema, DianaResponseSchema), onRequest: app.authenticate },
    async (request) => {
      const auth = requireAuth(request);
      return answerAsAdvisor(
        deps,
        auth,
        'diana',
        () =>
          composeDiana(
            deps.db,
            auth,
            request.body.period_days as ReportPeriodDays,
            deps.clock.today(),
          ),
        request.log,
      );
    },
  );

  // Sofía's growth strategy (001 §7): the growth screen's figures against chapter 15; the
  // spec's fallback address answers the same. Completes the learning path's growth step.
  for (const url of ['/agents/sofia/growth-strategy', '/ai/analyze/growth-opportunities']) {
    app.post(
      url,
      {
        ...advisorRoute(SofiaGrowthRequestSchema, SofiaGrowthResponseSchema),
        onRequest: app.authenticate,
      },
      async (request) => {
        const auth = requireAuth(request);
        return answerAsAdvisor(
          deps,
          auth,
          'sofia',
          () => composeSofiaGrowth(deps.db, auth, deps.clock.today(), request.body),
          request.log,
          { step: 'growth-strategy' },
        );
      },
    );
  }

  // The growth screen shows Sofía's last growth strategy and asks again when it is old.
  app.get(
    '/growth/strategy/latest',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['advisors'],
        security: [{ bearer: [] }],
        response: {
          200: SofiaGrowthLatestSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      // Stored by answerAsAdvisor from a composed Sofía growth analysis: the same shape.
      answer: (await latestAnalysis(
        deps.db,
        requireAuth(request).companyId,
        'sofia',
        'growth-strategy',
      )) as SofiaGrowthResponse | null,
    }),
  );
};

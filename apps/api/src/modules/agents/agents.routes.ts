import {
  AgentCardSchema,
  AgentHistoryQuerySchema,
  AgentHistorySchema,
  AgentParamsSchema,
  AgentStatusInputSchema,
  AvailableAgentsSchema,
  BenchmarksParamsSchema,
  BenchmarksSchema,
  ChatHistorySchema,
  ChatReplySchema,
  ChatRequestSchema,
  ErrorResponseSchema,
  HealthScoreQuerySchema,
  HealthScoreSchema,
  KpiDefinitionsSchema,
  MultiAgentRequestSchema,
  MultiAgentResponseSchema,
  QuickRecommendationsRequestSchema,
  QuickRecommendationsSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import {
  agentHistory,
  availableAgents,
  chat,
  chatMessages,
  multiAgentAnalysis,
  updateAgentStatus,
} from './agents.service.ts';
import {
  benchmarksFor,
  healthScoreOf,
  kpiDefinitions,
  quickRecommendations,
} from './ai-service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['agents'], security: [{ bearer: [] }] };

/**
 * The agents screen's API (issue 19): the six agents with their counted metrics, pausing, the
 * stored analyses, the multi-agent analysis (and the spec's fallback address) and the chat.
 */
export const agentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/agents/available',
    { schema: { ...secured, response: { 200: AvailableAgentsSchema, ...errors } } },
    async (request) => availableAgents(db, requireAuth(request).companyId, clock.today()),
  );

  app.put(
    '/agents/:agentId/status',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...secured,
        params: AgentParamsSchema,
        body: AgentStatusInputSchema,
        response: { 200: AgentCardSchema, ...errors },
      },
    },
    async (request) =>
      updateAgentStatus(
        db,
        requireAuth(request).companyId,
        request.params.agentId,
        request.body.paused,
        clock.today(),
      ),
  );

  app.get(
    '/agents/history',
    {
      schema: {
        ...secured,
        querystring: AgentHistoryQuerySchema,
        response: { 200: AgentHistorySchema, ...errors },
      },
    },
    async (request) => agentHistory(db, requireAuth(request).companyId, request.query.agent),
  );

  // Every active analyst at once: each analysis costs a call of the plan, so fewer a minute.
  for (const url of ['/agents/multi-agent-analysis', '/ai/analyze/business-health']) {
    app.post(
      url,
      {
        config: { access: 'personal', rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          ...secured,
          body: MultiAgentRequestSchema,
          response: { 200: MultiAgentResponseSchema, ...errors },
        },
      },
      async (request) => multiAgentAnalysis(deps, requireAuth(request), request.log),
    );
  }

  app.get(
    '/agents/chat',
    { schema: { ...secured, response: { 200: ChatHistorySchema, ...errors } } },
    async (request) => chatMessages(db, requireAuth(request).userId),
  );

  app.post(
    '/agents/chat',
    {
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: ChatRequestSchema,
        response: { 200: ChatReplySchema, ...errors },
      },
    },
    async (request) => chat(deps, requireAuth(request), request.body.message, request.log),
  );

  // The AI service's other calls (001 §7): the company's own figures through finance.
  app.get(
    '/ai/health-score',
    {
      schema: {
        ...secured,
        querystring: HealthScoreQuerySchema,
        response: { 200: HealthScoreSchema, ...errors },
      },
    },
    async (request) => healthScoreOf(db, requireAuth(request), clock.today()),
  );

  app.post(
    '/ai/recommendations/quick',
    {
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: QuickRecommendationsRequestSchema,
        response: { 200: QuickRecommendationsSchema, ...errors },
      },
    },
    async (request) => quickRecommendations(db, requireAuth(request), clock.today()),
  );

  app.get(
    '/ai/benchmarks/:industry',
    {
      schema: {
        ...secured,
        params: BenchmarksParamsSchema,
        response: { 200: BenchmarksSchema, ...errors },
      },
    },
    async (request) => benchmarksFor(request.params.industry),
  );

  app.get(
    '/ai/kpis/definitions',
    { schema: { ...secured, response: { 200: KpiDefinitionsSchema, ...errors } } },
    async () => kpiDefinitions(),
  );
};

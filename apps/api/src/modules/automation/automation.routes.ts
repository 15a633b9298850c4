import {
  AutomationSummarySchema,
  ErrorResponseSchema,
  idParamsSchema,
  PackageParamsSchema,
  PackageRequestSchema,
  PackageResultSchema,
  type Rule,
  RuleInputSchema,
  RuleListQuerySchema,
  RuleListSchema,
  RuleRunsSchema,
  RuleSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import {
  automationSummary,
  createRule,
  installPackage,
  removeRule,
  replaceRule,
  ruleOf,
  rulesOf,
  runsOf,
  toggleRule,
} from './automation.service.ts';
import { EVALUATE_JOB } from './automation-engine.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['automation'], security: [{ bearer: [] }] };
const writes = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * /api/automation: the company's rules (list with a type filter, create, read, replace, delete,
 * toggle active ↔ paused), each rule's runs, the quick-setup packages and the counted summary.
 */
export const automationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock, jobs } = deps;
  app.addHook('onRequest', app.authenticate);
  /** A rule saved or resumed is checked at once (a schedule waits for its time). */
  const checkNow = async (companyId: string, rules: readonly Rule[]) => {
    const ids = rules
      .filter((r) => r.status === 'active' && r.trigger.kind !== 'schedule')
      .map((r) => r.id);
    if (ids.length === 0 || !jobs.started) return;
    await jobs
      .send(EVALUATE_JOB, { companyId, ruleIds: ids, reason: 'manual' }, { delaySeconds: 1 })
      .catch((error: unknown) => app.log.warn({ err: error }, 'evaluación en espera'));
  };
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;

  app.get(
    '/rules',
    {
      schema: {
        ...secured,
        querystring: RuleListQuerySchema,
        response: { 200: RuleListSchema, ...errors },
      },
    },
    async (request) => ({ rules: await rulesOf(db, companyOf(request), request.query.type) }),
  );

  app.post(
    '/rules',
    {
      config: writes,
      schema: { ...secured, body: RuleInputSchema, response: { 201: RuleSchema, ...errors } },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const rule = await createRule(db, companyId, request.body, clock.now());
      await checkNow(companyId, [rule]);
      return reply.code(201).send(rule);
    },
  );

  app.get(
    '/rules/:id',
    { schema: { ...secured, params: idParamsSchema, response: { 200: RuleSchema, ...errors } } },
    async (request) => ruleOf(db, companyOf(request), request.params.id),
  );

  app.put(
    '/rules/:id',
    {
      config: writes,
      schema: {
        ...secured,
        params: idParamsSchema,
        body: RuleInputSchema,
        response: { 200: RuleSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rule = await replaceRule(db, companyId, request.params.id, request.body, clock.now());
      await checkNow(companyId, [rule]);
      return rule;
    },
  );

  app.delete(
    '/rules/:id',
    {
      config: writes,
      schema: { ...secured, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeRule(db, companyOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/rules/:id/toggle',
    {
      config: writes,
      schema: { ...secured, params: idParamsSchema, response: { 200: RuleSchema, ...errors } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rule = await toggleRule(db, companyId, request.params.id, clock.now());
      await checkNow(companyId, [rule]);
      return rule;
    },
  );

  app.get(
    '/rules/:id/runs',
    {
      schema: { ...secured, params: idParamsSchema, response: { 200: RuleRunsSchema, ...errors } },
    },
    async (request) => runsOf(db, companyOf(request), request.params.id),
  );

  app.post(
    '/packages/:name',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        ...secured,
        params: PackageParamsSchema,
        body: PackageRequestSchema,
        response: { 200: PackageResultSchema, ...errors },
      },
    },
    async (request) =>
      installPackage(
        db,
        companyOf(request),
        request.params.name,
        request.body.replace,
        clock.now(),
      ),
  );

  app.get(
    '/summary',
    { schema: { ...secured, response: { 200: AutomationSummarySchema, ...errors } } },
    async (request) => automationSummary(db, companyOf(request), clock.today()),
  );
};

import {
  BudgetCopyRequestSchema,
  BudgetCopyResultSchema,
  BudgetFromActualsRequestSchema,
  ErrorResponseSchema,
  PlanningViewQuerySchema,
  PlanningViewSchema,
  ScenarioSchema,
  ScenarioSetRequestSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { budgetLineRecords, goalRecords, listScenarios } from './planning.repository.ts';
import { budgetFromActuals, copyBudget, planningView, saveScenarios } from './planning.service.ts';

const secured = { tags: ['planning'], security: [{ bearer: [] }] };
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

/**
 * /api/planning: the screen's view (GET /view?month&horizon), the goals (/goals) and budget
 * lines (/budget-lines) as owned resources, copying a month's budget or last year's actuals
 * into a month (/budget/copy, /budget/from-actuals), and the scenarios as one set (/scenarios).
 */
export const planningRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, events } = deps;
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        querystring: PlanningViewQuerySchema,
        response: { 200: PlanningViewSchema, ...errors },
      },
    },
    async (request) => planningView(db, requireAuth(request), deps.clock.today(), request.query),
  );
  app.post(
    '/budget/copy',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        body: BudgetCopyRequestSchema,
        response: { 200: BudgetCopyResultSchema, ...errors },
      },
    },
    async (request) => copyBudget(db, events, requireAuth(request), request.body),
  );
  app.post(
    '/budget/from-actuals',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        body: BudgetFromActualsRequestSchema,
        response: { 200: BudgetCopyResultSchema, ...errors },
      },
    },
    async (request) => budgetFromActuals(db, events, requireAuth(request), request.body),
  );
  app.get(
    '/scenarios',
    {
      onRequest: app.authenticate,
      schema: { ...secured, response: { 200: z.array(ScenarioSchema), ...errors } },
    },
    async (request) => listScenarios(db, requireAuth(request).companyId),
  );
  app.put(
    '/scenarios',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        body: ScenarioSetRequestSchema,
        response: { 200: z.array(ScenarioSchema), ...errors },
      },
    },
    async (request) => saveScenarios(db, events, requireAuth(request), request.body.scenarios),
  );
  await app.register(ownedCrudRoutes(goalRecords), { deps, prefix: '/goals' });
  await app.register(ownedCrudRoutes(budgetLineRecords), { deps, prefix: '/budget-lines' });
};

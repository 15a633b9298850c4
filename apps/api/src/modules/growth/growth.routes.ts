import {
  BusinessSettingsInputSchema,
  BusinessSettingsSchema,
  ErrorResponseSchema,
  GrowthActionPlanSchema,
  GrowthActionTaskInputSchema,
  GrowthActionTaskParamsSchema,
  GrowthKpiTargetsInputSchema,
  GrowthScenarioCardSchema,
  GrowthScenarioInputSchema,
  GrowthScenarioParamsSchema,
  GrowthViewSchema,
  idParamsSchema,
  SavedSimulationSchema,
  SavedSimulationsSchema,
  SaveSimulationRequestSchema,
  SimulationInputSchema,
  SimulationResultSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import {
  deleteSimulation,
  growthScreen,
  listSimulations,
  resetScenario,
  saveSimulation,
  simulate,
  updateActionTask,
  updateBusinessSettings,
  updateKpiTargets,
  updateScenario,
} from './growth.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['growth'], security: [{ bearer: [] }] };

const writes = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

/**
 * /api/growth (issue 18): the screen's view, what the owner keeps for it (business settings,
 * KPI targets, scenario cards, the action plan), the simulator and the kept simulations.
 */
export const growthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/view',
    { schema: { ...secured, response: { 200: GrowthViewSchema, ...errors } } },
    async (request) => growthScreen(db, requireAuth(request), clock.today()),
  );

  app.put(
    '/settings',
    {
      ...writes,
      schema: {
        ...secured,
        body: BusinessSettingsInputSchema,
        response: { 200: BusinessSettingsSchema, ...errors },
      },
    },
    async (request) => updateBusinessSettings(db, requireAuth(request).companyId, request.body),
  );

  app.put(
    '/kpi-targets',
    {
      ...writes,
      schema: {
        ...secured,
        body: GrowthKpiTargetsInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await updateKpiTargets(db, requireAuth(request).companyId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/scenarios/:scenario',
    {
      ...writes,
      schema: {
        ...secured,
        params: GrowthScenarioParamsSchema,
        body: GrowthScenarioInputSchema,
        response: { 200: GrowthScenarioCardSchema, ...errors },
      },
    },
    async (request) =>
      updateScenario(db, requireAuth(request).companyId, request.params.scenario, request.body),
  );

  app.delete(
    '/scenarios/:scenario',
    {
      ...writes,
      schema: {
        ...secured,
        params: GrowthScenarioParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetScenario(db, requireAuth(request).companyId, request.params.scenario);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/action-plan/tasks/:taskId',
    {
      ...writes,
      schema: {
        ...secured,
        params: GrowthActionTaskParamsSchema,
        body: GrowthActionTaskInputSchema,
        response: { 200: GrowthActionPlanSchema, ...errors },
      },
    },
    async (request) =>
      updateActionTask(
        db,
        requireAuth(request).companyId,
        request.params.taskId,
        request.body.done,
        clock.today(),
      ),
  );

  app.post(
    '/simulate',
    {
      // A what-if: nothing is kept until 'Guardar Simulación'.
      config: { access: 'personal' },
      schema: {
        ...secured,
        body: SimulationInputSchema,
        response: { 200: SimulationResultSchema, ...errors },
      },
    },
    async (request) => simulate(db, requireAuth(request), clock.today(), request.body),
  );

  app.get(
    '/simulations',
    { schema: { ...secured, response: { 200: SavedSimulationsSchema, ...errors } } },
    async (request) => ({ simulations: await listSimulations(db, requireAuth(request).companyId) }),
  );

  app.post(
    '/simulations',
    {
      ...writes,
      schema: {
        ...secured,
        body: SaveSimulationRequestSchema,
        response: { 201: SavedSimulationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await saveSimulation(
        db,
        requireAuth(request),
        clock.today(),
        request.body.input,
      );
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/simulations/:id',
    { schema: { ...secured, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSimulation(db, requireAuth(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

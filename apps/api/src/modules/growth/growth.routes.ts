import {
  ErrorResponseSchema,
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
import { deleteSimulation, listSimulations, saveSimulation, simulate } from './growth.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['growth'], security: [{ bearer: [] }] };

/** /api/growth: the simulator and the simulations the owner keeps (issue 18, first part). */
export const growthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/simulate',
    {
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
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
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

import { ErrorResponseSchema, idParamsSchema, z } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module.ts';
import { requireAuth } from '../request-auth.ts';
import type { OwnedRecords } from './owned-records.repository.ts';
import { ownedRecordsService } from './owned-records.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const secured = { security: [{ bearer: [] }] };

/**
 * List, create, read, replace and delete for a resource a company owns. `list: false` when the
 * module registers its own GET / (filters, pagination).
 */
export function ownedCrudRoutes<In extends z.ZodType, Out extends z.ZodType>(
  records: OwnedRecords<In, Out>,
  { list = true }: { list?: boolean } = {},
): FastifyPluginAsyncZod<ModuleOptions> {
  const { tag } = records;
  // Erased to ZodType for the route config: the type provider cannot resolve generic schemas,
  // and the service already carries the precise types.
  const input: z.ZodType = records.input;
  const output: z.ZodType = records.output;

  return async (app, { deps }) => {
    const service = ownedRecordsService(records, deps);
    app.addHook('onRequest', app.authenticate);

    if (list)
      app.get(
        '/',
        { schema: { tags: [tag], ...secured, response: { 200: z.array(output), ...errors } } },
        async (request) => service.list(requireAuth(request)),
      );

    app.post(
      '/',
      { schema: { tags: [tag], ...secured, body: input, response: { 201: output, ...errors } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.create(requireAuth(request), request.body as z.output<In>)),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags: [tag],
          ...secured,
          params: idParamsSchema,
          response: { 200: output, ...errors },
        },
      },
      async (request) => service.get(requireAuth(request), request.params.id),
    );

    app.put(
      '/:id',
      {
        schema: {
          tags: [tag],
          ...secured,
          params: idParamsSchema,
          body: input,
          response: { 200: output, ...errors },
        },
      },
      async (request) =>
        service.replace(requireAuth(request), request.params.id, request.body as z.output<In>),
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags: [tag],
          ...secured,
          params: idParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(requireAuth(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}

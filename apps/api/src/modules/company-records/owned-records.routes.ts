import { type DataStepId, ErrorResponseSchema, idParamsSchema, z } from '@caudal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { recordSteps } from '../learning/learning.repository.ts';

type OwnedTable = PgTable & { id: PgColumn; companyId: PgColumn; createdAt: PgColumn };

export type OwnedResource<T extends OwnedTable, In extends z.ZodType, Out extends z.ZodType> = {
  table: T;
  tag: string;
  input: In;
  output: Out;
  /** The request body as a row, without id and company. */
  toRow: (input: z.output<In>) => Omit<T['$inferInsert'], 'id' | 'companyId' | 'createdAt'>;
  toView: (row: T['$inferSelect']) => z.output<Out>;
  /** Spanish, e.g. 'Producto no encontrado'. */
  notFoundDetail: string;
  /** Set false when the module registers its own GET / (filters, pagination). */
  list?: boolean;
  /** The learning-path step that creating or editing a row completes. */
  learningStep: DataStepId;
};

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const secured = { security: [{ bearer: [] }] };

/**
 * List, create, read, replace and delete for a table of rows owned by a company. Every query
 * filters by the signed-in user's company, so another company's id is simply not found (404).
 */
export function ownedCrudRoutes<T extends OwnedTable, In extends z.ZodType, Out extends z.ZodType>(
  resource: OwnedResource<T, In, Out>,
): FastifyPluginAsyncZod<{ db: Db }> {
  const { table, toRow, toView, notFoundDetail, tag, learningStep } = resource;
  // Erased to ZodType for the route config: the type provider cannot resolve generic schemas,
  // and toRow/toView already carry the precise types.
  const input: z.ZodType = resource.input;
  const output: z.ZodType = resource.output;
  const owned = (companyId: string, id: string) =>
    and(eq(table.companyId, companyId), eq(table.id, id));

  return async (app, { db }) => {
    app.addHook('onRequest', app.authenticate);

    if (resource.list !== false)
      app.get(
        '/',
        { schema: { tags: [tag], ...secured, response: { 200: z.array(output), ...errors } } },
        async (request) => {
          const rows = await db
            .select()
            .from(table as PgTable)
            .where(eq(table.companyId, requireAuth(request).companyId))
            .orderBy(asc(table.createdAt), asc(table.id));
          return rows.map((row) => toView(row as T['$inferSelect']));
        },
      );

    app.post(
      '/',
      { schema: { tags: [tag], ...secured, body: input, response: { 201: output, ...errors } } },
      async (request, reply) => {
        const { companyId, userId } = requireAuth(request);
        const values = { ...toRow(request.body as z.output<In>), companyId };
        const [row] = await db
          .insert(table)
          .values(values as T['$inferInsert'])
          .returning();
        await recordSteps(db, userId, [learningStep]);
        return reply.code(201).send(toView(row as T['$inferSelect']));
      },
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
      async (request) => {
        const [row] = await db
          .select()
          .from(table as PgTable)
          .where(owned(requireAuth(request).companyId, request.params.id));
        if (!row) throw notFound(notFoundDetail);
        return toView(row as T['$inferSelect']);
      },
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
      async (request) => {
        const { companyId, userId } = requireAuth(request);
        const updated = (await db
          .update(table)
          .set(toRow(request.body as z.output<In>) as Partial<T['$inferInsert']>)
          .where(owned(companyId, request.params.id))
          .returning()) as T['$inferSelect'][];
        const row = updated[0];
        if (!row) throw notFound(notFoundDetail);
        await recordSteps(db, userId, [learningStep]);
        return toView(row as T['$inferSelect']);
      },
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
        const deleted = await db
          .delete(table)
          .where(owned(requireAuth(request).companyId, request.params.id))
          .returning({ id: table.id });
        if (deleted.length === 0) throw notFound(notFoundDetail);
        return reply.code(204).send(null);
      },
    );
  };
}

import {
  CashFlowEntryInputSchema,
  CashFlowEntrySchema,
  CashFlowListQuerySchema,
  CashFlowPageSchema,
  ErrorResponseSchema,
} from '@caudal/contracts';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cashFlowEntries } from '../../db/schema/index.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { entryToRow, entryView } from '../company-records/mappers.ts';
import { ownedCrudRoutes } from '../company-records/owned-crud.ts';

const entryCrud = ownedCrudRoutes({
  table: cashFlowEntries,
  tag: 'cash-flow',
  input: CashFlowEntryInputSchema,
  output: CashFlowEntrySchema,
  notFoundDetail: 'Movimiento no encontrado',
  toRow: entryToRow,
  toView: entryView,
  list: false,
  learningStep: 'cash-flow-entry',
});

/** The owner's recorded and imported entries: filtered, newest first, paginated. */
export const cashFlowEntryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(entryCrud, { db });
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cash-flow'],
        security: [{ bearer: [] }],
        querystring: CashFlowListQuerySchema,
        response: { 200: CashFlowPageSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { from, to, type, category, page, pageSize } = request.query;
      const filters: SQL[] = [eq(cashFlowEntries.companyId, requireAuth(request).companyId)];
      if (from) filters.push(gte(cashFlowEntries.date, from));
      if (to) filters.push(lte(cashFlowEntries.date, to));
      if (type) filters.push(eq(cashFlowEntries.type, type));
      if (category) filters.push(eq(cashFlowEntries.category, category));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cashFlowEntries)
          .where(where)
          .orderBy(
            desc(cashFlowEntries.date),
            desc(cashFlowEntries.createdAt),
            desc(cashFlowEntries.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(cashFlowEntries).where(where),
      ]);
      return { items: rows.map(entryView), total: total?.n ?? 0, page, pageSize };
    },
  );
};

import {
  ErrorResponseSchema,
  ProjectedEntriesQuerySchema,
  ProjectedEntriesSchema,
} from '@caudal/contracts';
import { projectedMonthEntries, toPesos } from '@caudal/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { loadSnapshot } from '../metrics/metrics.service.ts';

/**
 * GET /api/cash-flow/projected?month=YYYY-MM: the month as the products and costs say it
 * should be (one income per product, the fixed costs, one total variable cost under
 * 'Producción'), kept apart from the entries the owner records.
 */
export const projectedEntriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cash-flow'],
        security: [{ bearer: [] }],
        querystring: ProjectedEntriesQuerySchema,
        response: {
          200: ProjectedEntriesSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { month } = request.query;
      const snapshot = await loadSnapshot(db, requireAuth(request).companyId);
      const entries = projectedMonthEntries(snapshot, `${month}-01`).map(
        ({ amountCentavos, ...e }) => ({
          ...e,
          amount: toPesos(amountCentavos),
        }),
      );
      return { month, entries };
    },
  );
};

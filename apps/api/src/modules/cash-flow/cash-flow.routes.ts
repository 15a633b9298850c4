import {
  CashFlowExportQuerySchema,
  CashFlowListQuerySchema,
  CashFlowPageSchema,
  CashForecastQuerySchema,
  CashForecastSchema,
  ErrorResponseSchema,
  ProjectedEntriesQuerySchema,
  ProjectedEntriesSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { ownedCrudRoutes } from '../company-records/owned-records.routes.ts';
import { entryRecords } from './cash-flow.repository.ts';
import { cashFlowForecast, entriesCsv, entriesPage, projectedMonth } from './cash-flow.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
const secured = { tags: ['cash-flow'], security: [{ bearer: [] }] };

/** /api/cash-flow/entries: the owner's recorded and imported entries, filtered and paginated. */
const entryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(ownedCrudRoutes(entryRecords, { list: false }), { deps });
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        querystring: CashFlowListQuerySchema,
        response: { 200: CashFlowPageSchema, ...errors },
      },
    },
    async (request) => entriesPage(deps.db, requireAuth(request), request.query),
  );

  /** GET /api/cash-flow/entries/export.csv: every entry the filters match, streamed as CSV. */
  app.get(
    '/export.csv',
    {
      onRequest: app.authenticate,
      // A whole company's history per call: enough for an owner, not for a scraper.
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: { ...secured, querystring: CashFlowExportQuerySchema, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const csv = await entriesCsv(deps.db, requireAuth(request).companyId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="flujo-caja-${deps.clock.today()}.csv"`,
        )
        .send(csv);
    },
  );
};

export const cashFlowRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(entryRoutes, { deps, prefix: '/entries' });

  /** GET /api/cash-flow/forecast?weeks=13: week by week from today's cash (finance). */
  app.get(
    '/forecast',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        querystring: CashForecastQuerySchema,
        response: { 200: CashForecastSchema, ...errors },
      },
    },
    async (request) =>
      cashFlowForecast(deps.db, requireAuth(request), deps.clock.today(), request.query.weeks),
  );

  /** GET /api/cash-flow/projected?month=YYYY-MM: computed from the products and costs. */
  app.get(
    '/projected',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        querystring: ProjectedEntriesQuerySchema,
        response: { 200: ProjectedEntriesSchema, ...errors },
      },
    },
    async (request) => projectedMonth(deps.db, requireAuth(request).companyId, request.query.month),
  );
};

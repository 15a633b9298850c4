import {
  CashFlowCategoriesSchema,
  CashFlowExportQuerySchema,
  CashFlowListQuerySchema,
  CashFlowPageSchema,
  CashFlowViewQuerySchema,
  CashFlowViewSchema,
  CashForecastQuerySchema,
  CashForecastSchema,
  CashForecastSettingsInputSchema,
  CashForecastSettingsSchema,
  ErrorResponseSchema,
  ProjectedEntriesQuerySchema,
  ProjectedEntriesSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { entryRecords } from './cash-flow.repository.ts';
import {
  cashFlowForecast,
  cashFlowScreen,
  entriesCsv,
  entriesPage,
  entryCategories,
  forecastSettings,
  projectedMonth,
  updateForecastSettings,
} from './cash-flow.service.ts';

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

  /** GET /api/cash-flow/view: the screen's badge, KPIs, projection, weeks and insights. */
  app.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        querystring: CashFlowViewQuerySchema,
        response: { 200: CashFlowViewSchema, ...errors },
      },
    },
    async (request) => cashFlowScreen(deps.db, requireAuth(request), deps.clock.today()),
  );

  /** GET /api/cash-flow/categories: the company's own categories, for suggestions. */
  app.get(
    '/categories',
    {
      onRequest: app.authenticate,
      schema: { ...secured, response: { 200: CashFlowCategoriesSchema, ...errors } },
    },
    async (request) => entryCategories(deps.db, requireAuth(request)),
  );

  /** GET /api/cash-flow/forecast/settings: the owner's threshold and calendar items. */
  app.get(
    '/forecast/settings',
    {
      onRequest: app.authenticate,
      schema: { ...secured, response: { 200: CashForecastSettingsSchema, ...errors } },
    },
    async (request) => forecastSettings(deps.db, requireAuth(request).companyId),
  );

  /** PUT /api/cash-flow/forecast/settings: replaces them; the forecast follows at once. */
  app.put(
    '/forecast/settings',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: CashForecastSettingsInputSchema,
        response: { 200: CashForecastSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updateForecastSettings(deps.db, requireAuth(request).companyId, request.body),
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

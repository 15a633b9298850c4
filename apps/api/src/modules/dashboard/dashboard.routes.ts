import {
  DashboardQuerySchema,
  DashboardSchema,
  ErrorResponseSchema,
  MetricsSummaryResponseSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { todayInMexicoCity } from '../../lib/today.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { buildDashboard, metricsSummary } from './dashboard.service.ts';
import { dashboardPdf } from './dashboard-pdf.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
const secured = { tags: ['dashboard'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/dashboard',
    {
      schema: {
        ...secured,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errors },
      },
    },
    async (request) => buildDashboard(db, requireAuth(request).companyId, request.query.period),
  );

  app.get(
    '/api/dashboard/report.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { ...secured, querystring: DashboardQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const asOf = todayInMexicoCity();
      const dashboard = await buildDashboard(
        db,
        requireAuth(request).companyId,
        request.query.period,
        asOf,
      );
      const pdf = await dashboardPdf(dashboard, asOf);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="caudal-dashboard-${dashboard.period}-${asOf}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    '/api/metrics/summary',
    { schema: { ...secured, response: { 200: MetricsSummaryResponseSchema, ...errors } } },
    async (request) => metricsSummary(db, requireAuth(request).companyId),
  );
};

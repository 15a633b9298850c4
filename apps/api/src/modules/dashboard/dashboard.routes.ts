import { DashboardQuerySchema, DashboardSchema, ErrorResponseSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { buildDashboard } from './dashboard.service.ts';
import { dashboardPdf } from './dashboard-pdf.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };
const secured = { tags: ['dashboard'], security: [{ bearer: [] }] };

export const dashboardRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '',
    {
      schema: {
        ...secured,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, ...errors },
      },
    },
    async (request) =>
      buildDashboard(db, requireAuth(request), request.query.period, clock.today()),
  );

  app.get(
    '/report.pdf',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { ...secured, querystring: DashboardQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const asOf = clock.today();
      const dashboard = await buildDashboard(db, requireAuth(request), request.query.period, asOf);
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
};

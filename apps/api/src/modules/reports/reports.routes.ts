import {
  ErrorResponseSchema,
  ExpenseOptimizationSchema,
  GenerateReportRequestSchema,
  OptimizeExpensesRequestSchema,
  ProjectForecastRequestSchema,
  ProjectForecastSchema,
  ReportKpiSettingsSchema,
  ReportKpisQuerySchema,
  ReportKpisSchema,
  ReportSchema,
} from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { planningForecast } from '../planning/index.ts';
import { optimizeExpenses } from './expense-review.service.ts';
import { readKpiSettings, saveKpiSettings } from './reports.repository.ts';
import { buildReport, buildReportKpis } from './reports.service.ts';
import { reportFile } from './reports-files.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };
const secured = { tags: ['reports'], security: [{ bearer: [] }] };

/**
 * /api/reports: POST /generate (a report of the last 7, 30, 90 or 365 days as JSON, or as a PDF,
 * Excel or CSV download; rate-limited, files are costly), GET /kpis?period_days, GET and PUT
 * /kpi-settings (the KPIs followed and the owner's targets), POST /optimize-expenses and POST
 * /project-forecast (the planning module's forecast).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/generate',
    {
      config: { access: 'personal', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        ...secured,
        body: GenerateReportRequestSchema,
        produces: [
          'application/json',
          'application/pdf',
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        response: { 200: ReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { report_type, period_days, format } = request.body;
      const report = await buildReport(
        db,
        requireAuth(request),
        report_type,
        period_days as ReportPeriodDays,
        clock.today(),
      );
      if (format === 'json') return report;
      const file = await reportFile(report, format);
      // A Buffer is sent as it is: the JSON schema above does not apply to it.
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as never);
    },
  );

  app.get(
    '/kpis',
    {
      schema: {
        ...secured,
        querystring: ReportKpisQuerySchema,
        response: { 200: ReportKpisSchema, ...errors },
      },
    },
    async (request) =>
      buildReportKpis(
        db,
        requireAuth(request),
        request.query.period_days as ReportPeriodDays,
        clock.today(),
      ),
  );

  app.get(
    '/kpi-settings',
    { schema: { ...secured, response: { 200: ReportKpiSettingsSchema, ...errors } } },
    async (request) => readKpiSettings(db, requireAuth(request).companyId),
  );

  app.put(
    '/kpi-settings',
    {
      schema: {
        ...secured,
        body: ReportKpiSettingsSchema,
        response: { 200: ReportKpiSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      await saveKpiSettings(db, companyId, request.body);
      return readKpiSettings(db, companyId);
    },
  );

  app.post(
    '/optimize-expenses',
    {
      config: { access: 'personal' },
      schema: {
        ...secured,
        body: OptimizeExpensesRequestSchema,
        response: { 200: ExpenseOptimizationSchema, ...errors },
      },
    },
    async (request) => optimizeExpenses(db, requireAuth(request).companyId, clock.today()),
  );

  app.post(
    '/project-forecast',
    {
      config: { access: 'personal' },
      schema: {
        ...secured,
        body: ProjectForecastRequestSchema,
        response: { 200: ProjectForecastSchema, ...errors },
      },
    },
    async (request) =>
      planningForecast(db, requireAuth(request), clock.today(), request.body.horizon),
  );
};

import {
  CustomerRecordsImportResultSchema,
  CustomerRecordsImportSchema,
  ErrorResponseSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { customerRecordRecords } from './customers.repository.ts';
import { importCustomerCsv } from './customers.service.ts';

/**
 * /api/customer-records: the company's customers by month (list, create, read, replace,
 * delete; a second row for a month already recorded is a 409), and POST /import for a CSV.
 */
export const customerRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(ownedCrudRoutes(customerRecordRecords), { deps });
  app.post(
    '/import',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['customer-records'],
        security: [{ bearer: [] }],
        body: CustomerRecordsImportSchema,
        response: {
          200: CustomerRecordsImportResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request) => importCustomerCsv(deps, requireAuth(request), request.body.csv),
  );
};

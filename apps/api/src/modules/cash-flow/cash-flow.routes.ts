import {
  CashFlowListQuerySchema,
  CashFlowPageSchema,
  ErrorResponseSchema,
  ProjectedEntriesQuerySchema,
  ProjectedEntriesSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { ownedCrudRoutes } from '../company-records/owned-records.routes.ts';
import { entryRecords } from './cash-flow.repository.ts';
import { entriesPage, projectedMonth } from './cash-flow.service.ts';

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
};

export const cashFlowRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await app.register(entryRoutes, { deps, prefix: '/entries' });

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

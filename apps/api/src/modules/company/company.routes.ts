import { CompanySchema, ErrorResponseSchema, UpdateCompanyRequestSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { getCompany, updateCompany } from './company.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** GET and PUT /api/company: the signed-in user's company profile and cash balance. */
export const companyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const secured = { tags: ['company'], security: [{ bearer: [] }] };
  app.get(
    '/',
    { schema: { ...secured, response: { 200: CompanySchema, ...errors } } },
    async (request) => getCompany(deps.db, requireAuth(request).companyId, deps.clock.today()),
  );
  app.put(
    '/',
    {
      schema: {
        ...secured,
        body: UpdateCompanyRequestSchema,
        response: { 200: CompanySchema, ...errors },
      },
    },
    async (request) => updateCompany(deps, requireAuth(request), request.body),
  );
};

import { CompanySchema, ErrorResponseSchema, UpdateCompanyRequestSchema } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { recordSteps } from '../learning/learning.repository.ts';
import { getCompany, updateCompany } from './company.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** GET and PUT /api/company: the signed-in user's company profile and cash balance. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const secured = { tags: ['company'], security: [{ bearer: [] }] };
  app.get(
    '/',
    { schema: { ...secured, response: { 200: CompanySchema, ...errors } } },
    async (request) => getCompany(db, requireAuth(request).companyId),
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
    async (request) => {
      const { companyId, userId } = requireAuth(request);
      const company = await updateCompany(db, companyId, request.body);
      await recordSteps(db, userId, ['company-profile']);
      return company;
    },
  );
};

import { DeleteAccountRequestSchema, ErrorResponseSchema, z } from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { deleteAccount } from './account-deletion.ts';
import { dataExportZip } from './data-export.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['privacy'], security: [{ bearer: [] }] };

/** The owner's data rights (issue 20): download everything, and delete the account. */
export const privacyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/account/data-export',
    {
      // The whole company, tables twice (JSON and CSV): an owner's need, not a scraper's.
      config: { access: 'auditors', rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: { ...secured, produces: ['application/zip'] },
    },
    async (request, reply) => {
      const zip = await dataExportZip(deps, requireAuth(request));
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="caudal-mis-datos-${deps.clock.today()}.zip"`,
        )
        .send(zip);
    },
  );

  app.delete(
    '/auth/me',
    {
      // Each try checks a password.
      config: { access: 'personal', rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
      schema: {
        ...secured,
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, requireAuth(request), request.body.password);
      return reply.code(204).send(null);
    },
  );
};

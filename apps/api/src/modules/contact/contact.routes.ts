import {
  ContactRequestSchema,
  ContactResponseSchema,
  ErrorResponseSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { submitContactMessage } from './contact.service.ts';

const HOUR = 60 * 60_000;

/** POST /api/contact: the public contact form (/contacto). No session needed. */
export const contactRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '',
    {
      // A public form that sends mail: a few messages per hour and IP keep it from being a relay.
      config: { rateLimit: { max: 5, timeWindow: HOUR } },
      schema: {
        tags: ['contact'],
        summary: 'Envía un mensaje al equipo de soporte',
        body: ContactRequestSchema,
        response: {
          201: ContactResponseSchema,
          400: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { reference } = await submitContactMessage(deps, request.body, {
        ip: request.ip || null,
        log: request.log,
      });
      return reply.code(201).send({ success: true as const, reference });
    },
  );
};

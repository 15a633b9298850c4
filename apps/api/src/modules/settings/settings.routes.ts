import {
  ErrorResponseSchema,
  PreferencesSchema,
  PutPreferencesSchema,
  PutUserConfigSchema,
  UserConfigSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { preferences, putPreferences, putUserConfig, userConfig } from './settings.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };
const secured = { tags: ['settings'], security: [{ bearer: [] }] };
// The person's own settings; the analysis section is the company's (checked in the service).
const writes = { access: 'personal' as const, rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * The settings page's configuration (GET/PUT /api/config/user) and the profile page's
 * preferences (GET/PUT /api/auth/preferences), spec 001 §7 "Preferences, config, profile".
 */
export const settingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/config/user',
    { schema: { ...secured, response: { 200: UserConfigSchema, ...errors } } },
    async (request) => userConfig(db, requireAuth(request)),
  );
  app.put(
    '/config/user',
    {
      config: writes,
      schema: {
        ...secured,
        body: PutUserConfigSchema,
        response: { 200: UserConfigSchema, ...errors },
      },
    },
    async (request) => putUserConfig(db, requireAuth(request), request.body),
  );
  app.get(
    '/auth/preferences',
    { schema: { ...secured, response: { 200: PreferencesSchema, ...errors } } },
    async (request) => preferences(db, requireAuth(request)),
  );
  app.put(
    '/auth/preferences',
    {
      config: writes,
      schema: {
        ...secured,
        body: PutPreferencesSchema,
        response: { 200: PreferencesSchema, ...errors },
      },
    },
    async (request) => putPreferences(db, requireAuth(request), request.body),
  );
};

import {
  ChangePasswordRequestSchema,
  ErrorResponseSchema,
  FORGOT_PASSWORD_REPLY,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionListSchema,
  SessionParamsSchema,
  SessionsClosedSchema,
  UpdateProfileRequestSchema,
  UserSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import * as auth from './auth.service.ts';
import { closeOtherSessions, closeSession, listSessions } from './sessions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { security: [{ bearer: [] }] };
const MINUTE = 60_000;

export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] as string | undefined,
  });

  app.post(
    '/register',
    {
      config: { rateLimit: { max: deps.config.registrationsPerHour, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['auth'],
        body: RegisterRequestSchema,
        response: { 201: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await auth.register(deps, request.body, client(request))),
  );

  app.post(
    '/login',
    {
      config: { rateLimit: { max: 60, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request) => auth.login(deps, request.body, client(request)),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], ...secured, response: { 200: UserSchema, ...errors } },
    },
    async (request) => auth.me(deps, requireAuth(request).userId),
  );

  app.put(
    '/me',
    {
      onRequest: app.authenticate,
      // Their own data; the company's fields are checked against the role (auth.service.ts).
      config: { access: 'personal' },
      schema: {
        tags: ['auth'],
        ...secured,
        body: UpdateProfileRequestSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => auth.updateProfile(deps, requireAuth(request), request.body),
  );

  app.get(
    '/sessions',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], ...secured, response: { 200: SessionListSchema, ...errors } },
    },
    async (request) => ({ sessions: await listSessions(deps.db, requireAuth(request)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: app.authenticate,
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        ...secured,
        params: SessionParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await closeSession(deps.db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/sessions',
    {
      onRequest: app.authenticate,
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: MINUTE } },
      schema: { tags: ['auth'], ...secured, response: { 200: SessionsClosedSchema, ...errors } },
    },
    async (request) => closeOtherSessions(deps.db, requireAuth(request)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      config: { access: 'personal' },
      schema: { tags: ['auth'], ...secured, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await auth.logout(deps, requireAuth(request).sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { access: 'personal', rateLimit: { max: 10, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        ...secured,
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await auth.changePassword(deps, requireAuth(request), current_password, new_password);
      return { detail: 'Contraseña actualizada. Cerramos tus demás sesiones abiertas.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      // Per IP by the route limit, and per account (whatever address is asked for) below.
      config: { rateLimit: { max: 10, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        body: ForgotPasswordRequestSchema,
        response: { 202: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(deps, request.body.email);
      return reply.code(202).send({ detail: FORGOT_PASSWORD_REPLY });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['auth'],
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body.token, request.body.password);
      return { detail: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' };
    },
  );
};

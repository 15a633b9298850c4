import {
  AuditLogQuerySchema,
  AuditLogSchema,
  ErrorResponseSchema,
  InvitationAcceptedSchema,
  InvitationCreatedSchema,
  InvitationInputSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  MemberParamsSchema,
  MemberRoleInputSchema,
  TeamSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import * as team from './team.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const secured = { tags: ['team'], security: [{ bearer: [] }] };
const MINUTE = 60_000;

/** The team (issue 20): members, roles, invitations, and the audit log. */
export const teamRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db, clock } = deps;

  // Before signing in: what the link invites to (the token is the secret; counted per address).
  app.get(
    '/team/invitations/preview',
    {
      config: { rateLimit: { max: 30, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['team'],
        querystring: InvitationTokenSchema,
        response: { 200: InvitationPreviewSchema, ...errors },
      },
    },
    async (request) => team.previewInvitation(db, request.query.token, clock.now()),
  );

  app.get(
    '/team',
    {
      onRequest: app.authenticate,
      schema: { ...secured, response: { 200: TeamSchema, ...errors } },
    },
    async (request) => team.team(db, requireAuth(request), clock.now()),
  );

  app.post(
    '/team/invitations',
    {
      onRequest: app.authenticate,
      config: { access: 'owners', rateLimit: { max: 20, timeWindow: 60 * MINUTE } },
      schema: {
        ...secured,
        body: InvitationInputSchema,
        response: { 201: InvitationCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await team.invite(deps, requireAuth(request), request.body)),
  );

  app.delete(
    '/team/invitations/:id',
    {
      onRequest: app.authenticate,
      config: { access: 'owners' },
      schema: {
        ...secured,
        params: InvitationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await team.revokeInvitation(db, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/team/invitations/accept',
    {
      onRequest: app.authenticate,
      // Joining is the person's own decision, whatever their role in their current company.
      config: { access: 'personal', rateLimit: { max: 20, timeWindow: 15 * MINUTE } },
      schema: {
        ...secured,
        body: InvitationTokenSchema,
        response: { 200: InvitationAcceptedSchema, ...errors },
      },
    },
    async (request) =>
      team.acceptInvitation(db, requireAuth(request), request.body.token, clock.now()),
  );

  app.put(
    '/team/members/:userId',
    {
      onRequest: app.authenticate,
      config: { access: 'owners' },
      schema: {
        ...secured,
        params: MemberParamsSchema,
        body: MemberRoleInputSchema,
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) =>
      team.changeRole(
        db,
        requireAuth(request),
        request.params.userId,
        request.body.role,
        clock.now(),
      ),
  );

  app.delete(
    '/team/members/:userId',
    {
      onRequest: app.authenticate,
      config: { access: 'owners' },
      schema: { ...secured, params: MemberParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await team.removeMember(db, requireAuth(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/audit-log',
    {
      onRequest: app.authenticate,
      config: { access: 'auditors' },
      schema: {
        ...secured,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return team.auditLogPage(db, requireAuth(request), {
        resource: q.resource,
        action: q.action,
        userId: q.user_id,
        before: q.before,
      });
    },
  );
};

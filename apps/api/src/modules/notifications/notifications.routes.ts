import {
  ErrorResponseSchema,
  MarkReadResultSchema,
  NotificationIdParamsSchema,
  NotificationsQuerySchema,
  NotificationsSchema,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import {
  markAllRead,
  markRead,
  notificationsPage,
  unreadCount,
} from './notifications.repository.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

/** /api/notifications: the signed-in user's notifications (spec 000 §7), per user. */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        ...secured,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { page, limit } = request.query;
      return { success: true as const, ...(await notificationsPage(db, userId, page, limit)) };
    },
  );

  // Before '/:id/read', so 'read-all' is not taken for an id.
  app.put(
    '/read-all',
    {
      config: { access: 'personal' },
      schema: { ...secured, response: { 200: MarkReadResultSchema, ...errors } },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      await markAllRead(db, userId);
      return { success: true as const, unread: 0 };
    },
  );

  app.put(
    '/:id/read',
    {
      config: { access: 'personal' },
      schema: {
        ...secured,
        params: NotificationIdParamsSchema,
        response: { 200: MarkReadResultSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      if (!(await markRead(db, userId, request.params.id))) {
        throw notFound('La notificación no existe');
      }
      return { success: true as const, unread: await unreadCount(db, userId) };
    },
  );
};

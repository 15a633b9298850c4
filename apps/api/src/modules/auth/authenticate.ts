import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { unauthorized } from '../../lib/http-error.ts';
import { findActiveSession } from './auth.repository.ts';
import { hashToken } from './tokens.ts';

/**
 * `app.authenticate`, the onRequest hook of every signed-in route. Bearer tokens are opaque:
 * the SHA-256 of the token finds a live, unrevoked session and the one company it works for
 * (`request.auth`, read with `requireAuth` from lib/request-auth.ts).
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { sessionPool: pg.Pool }) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized();
      const session = await findActiveSession(opts.sessionPool, hashToken(match[1]));
      if (!session)
        throw unauthorized('Tu sesión expiró o ya no es válida. Inicia sesión de nuevo.');
      request.auth = session;
    });
  },
);

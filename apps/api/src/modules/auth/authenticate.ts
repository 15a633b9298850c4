import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { runAsRequest, setActor } from '../../db/actor.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { assertRouteAllowed, isRead } from '../../lib/roles.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findActiveSession } from './auth.repository.ts';

/**
 * `app.authenticate`, the onRequest hook of every signed-in route. Bearer tokens are opaque:
 * the SHA-256 of the token finds a live, unrevoked session and the one company it works for
 * (`request.auth`, read with `requireAuth` from lib/request-auth.ts), names the person to the
 * database for the audit log (db/actor.ts), and refuses what the person's role may not do
 * (roles.ts) with a Spanish 403.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { sessionPool: pg.Pool }) => {
    app.decorateRequest('auth', null);
    // Each request gets its own actor store, which the session check below fills in.
    app.addHook('onRequest', (_request, _reply, done) => runAsRequest(done));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match?.[1]) throw unauthorized();
      const session = await findActiveSession(opts.sessionPool, hashToken(match[1]));
      if (!session)
        throw unauthorized('Tu sesión expiró o ya no es válida. Inicia sesión de nuevo.');
      request.auth = session;
      // Only a request that may write names its person: reads never touch an audited row.
      if (!isRead(request.method)) setActor(session.userId);
      assertRouteAllowed(request, session.role);
    });
  },
);

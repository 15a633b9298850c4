import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { unauthorized } from '../lib/http-error.ts';
import { findActiveSession } from '../modules/auth/auth.repository.ts';
import { hashToken } from '../modules/auth/tokens.ts';

/** Who is asking: the user, their session, and the one company every query is scoped to. */
export type AuthContext = { userId: string; sessionId: string; companyId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Returns the signed-in user of a request that passed `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Bearer tokens are opaque: the SHA-256 of the token finds a live, unrevoked session. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const session = await findActiveSession(opts.db, hashToken(match[1]));
    if (!session) throw unauthorized('Tu sesión expiró o ya no es válida. Inicia sesión de nuevo.');
    request.auth = session;
  });
});

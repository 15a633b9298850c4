import type { TeamRole } from '@caudal/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error.ts';

/**
 * Who is asking: the user, their session, and the one company every query is scoped to, with
 * the company's data version as of this request (lib/figures-memo.ts).
 */
export type AuthContext = {
  userId: string;
  sessionId: string;
  companyId: string;
  dataVersion: number;
  /** The person's role in the company: what they may change (modules/auth/roles.ts). */
  role: TeamRole;
};

/** A company as of one request: which one, and the version of its data (lib/figures-memo.ts). */
export type CompanyAt = Pick<AuthContext, 'companyId' | 'dataVersion'>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** An onRequest hook: 401 unless the bearer token opens a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

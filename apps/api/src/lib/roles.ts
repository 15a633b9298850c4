import type { TeamRole } from '@caudal/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './http-error.ts';

/**
 * What each role may do (issue 20). Every signed-in route reads; a route that changes the
 * company's data is for owners and accountants, unless it says otherwise in its config:
 * - `personal`: the person's own things (their account, sessions, settings, notifications,
 *   hints, learning steps) and questions that change no data (an advisor's analysis, a report, a
 *   simulation). Anyone signed in.
 * - `auditors`: the audit log and the data download, which owners and accountants see.
 * - `owners`: the team.
 * A new write route is closed to viewers until it says it is personal, and
 * test/modules/team/roles.test.ts (modules/auth/authenticate.ts applies it) walks the OpenAPI document to prove it.
 */
export type RouteAccess = 'personal' | 'auditors' | 'owners';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that reads only: no role check, and no person named to the audit log. */
export const isRead = (method: string) => READS.has(method);

export const VIEWER_REFUSED =
  'Tu rol es de solo lectura: puedes consultar todo, pero no hacer cambios. Pide a un dueño de la empresa que cambie tu rol.';
export const OWNERS_ONLY = 'Solo un dueño de la empresa puede administrar el equipo.';
export const AUDITORS_ONLY =
  'Solo los dueños y contadores de la empresa pueden ver esto. Pide a un dueño que cambie tu rol.';

/** Throws the Spanish 403 when the role may not call this route. */
export function assertRouteAllowed(request: FastifyRequest, role: TeamRole): void {
  const access = request.routeOptions.config.access;
  if (access === 'owners') {
    if (role !== 'owner') throw forbidden(OWNERS_ONLY);
    return;
  }
  if (access === 'auditors') {
    if (role === 'viewer') throw forbidden(AUDITORS_ONLY);
    return;
  }
  if (access === 'personal' || isRead(request.method)) return;
  assertMayChangeData(role);
}

/** For a personal route that may also touch the company (its profile, its analysis settings). */
export function assertMayChangeData(role: TeamRole): void {
  if (role === 'viewer') throw forbidden(VIEWER_REFUSED);
}

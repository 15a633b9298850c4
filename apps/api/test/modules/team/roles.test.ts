import { describe, expect, it } from 'vitest';
import { AUDITORS_ONLY, OWNERS_ONLY, VIEWER_REFUSED } from '../../../src/lib/roles.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';

// Issue 20: every route of the OpenAPI document, called as a viewer and as an accountant. A
// route that changes the company's data refuses a viewer with the Spanish 403; the team refuses
// anyone but an owner; the audit log and the data download refuse a viewer. What a viewer may
// call is written out here by hand, so a new write route is refused until someone decides.

const t = useTestApp();

/** What any signed-in person may call: their own things, and questions that change no data. */
const PERSONAL = new Set([
  'PUT /api/auth/me',
  'DELETE /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'PUT /api/auth/preferences',
  'PUT /api/config/user',
  'PUT /api/hints/{key}',
  'POST /api/learning/steps',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/{id}/read',
  'POST /api/team/invitations/accept',
  'POST /api/agents/financial-advisor/book-qa',
  'POST /api/agents/maya/cash-flow-analysis',
  'POST /api/ai/analyze/cash-flow',
  'POST /api/agents/carlos/unit-economics-analysis',
  'POST /api/agents/alex/risk-assessment',
  'POST /api/ai/scenario/analysis',
  'POST /api/agents/diana/performance-optimization',
  'POST /api/agents/sofia/growth-strategy',
  'POST /api/ai/analyze/growth-opportunities',
  'POST /api/agents/multi-agent-analysis',
  'POST /api/ai/analyze/business-health',
  'POST /api/agents/chat',
  'POST /api/ai/recommendations/quick',
  'POST /api/ai/optimize/pricing',
  'POST /api/reports/generate',
  'POST /api/reports/optimize-expenses',
  'POST /api/reports/project-forecast',
  'POST /api/growth/simulate',
]);
const OWNERS = new Set([
  'POST /api/team/invitations',
  'DELETE /api/team/invitations/{id}',
  'PUT /api/team/members/{userId}',
  'DELETE /api/team/members/{userId}',
]);
const AUDITORS = new Set(['GET /api/audit-log', 'GET /api/account/data-export']);
/** Calling these would end the session the walk runs on. */
const NOT_CALLED = new Set(['POST /api/auth/logout', 'DELETE /api/auth/me']);

type Operation = { security?: unknown[] };
function signedInRoutes() {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
}
/** Any value fits: the role is checked before the parameters are. */
const urlOf = (path: string) =>
  path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('roles on every route of the OpenAPI document', () => {
  it('the personal, owner and auditor lists name real routes', () => {
    const keys = new Set(signedInRoutes().map((r) => r.key));
    for (const key of [...PERSONAL, ...OWNERS, ...AUDITORS]) expect(keys.has(key), key).toBe(true);
  });

  it('a viewer reads everything and changes nothing but their own things', async () => {
    const owner = await signedInUser(t);
    const viewer = await signedInUser(t, {}, { companyId: owner.companyId, role: 'viewer' });
    const routes = signedInRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const route of routes) {
      if (NOT_CALLED.has(route.key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.path),
        headers: viewer.headers,
      });
      const detail = res.statusCode === 403 ? (res.json().detail as string) : null;
      if (OWNERS.has(route.key)) expect(detail, route.key).toBe(OWNERS_ONLY);
      else if (AUDITORS.has(route.key)) expect(detail, route.key).toBe(AUDITORS_ONLY);
      else if (route.method === 'get' || PERSONAL.has(route.key)) {
        expect(detail, route.key).toBeNull();
        expect(res.statusCode, route.key).toBeLessThan(500);
      } else {
        expect(detail, route.key).toBe(VIEWER_REFUSED);
        refused.push(route.key);
      }
    }
    // The data's writes: products, entries, imports, rules, budgets, goals, …
    expect(refused.length).toBeGreaterThan(40);
    expect(refused).toContain('POST /api/products/');
    expect(refused).toContain('PUT /api/company/');
  });

  it('an accountant is refused only the team', async () => {
    const owner = await signedInUser(t);
    const accountant = await signedInUser(
      t,
      {},
      { companyId: owner.companyId, role: 'accountant' },
    );
    for (const route of signedInRoutes()) {
      if (NOT_CALLED.has(route.key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.path),
        headers: accountant.headers,
      });
      const detail = res.statusCode === 403 ? (res.json().detail as string) : null;
      expect(detail, route.key).toBe(OWNERS.has(route.key) ? OWNERS_ONLY : null);
    }
  });
});

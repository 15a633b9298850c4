import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectDetail } from '../support/responses.ts';

const t = useTestApp();

type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

/** Every route that takes a body, read from the OpenAPI document so new routes are covered. */
function routesWithBody(): { method: string; url: string }[] {
  const doc = t.app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody !== undefined)
      .map(([method]) => ({
        method: method.toUpperCase(),
        url: url.replace(/\{(\w+)\}/g, '00000000-0000-0000-0000-000000000000'),
      })),
  );
}

const BAD_BODIES: { name: string; payload: string; contentType: string }[] = [
  { name: 'broken JSON', payload: '{"email": ', contentType: 'application/json' },
  { name: 'an array', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'a string', payload: '"hola"', contentType: 'application/json' },
  { name: 'null', payload: 'null', contentType: 'application/json' },
  {
    name: 'wrong types',
    payload: '{"email":1,"password":[],"current_password":{},"full_name":false,"token":7}',
    contentType: 'application/json',
  },
  { name: 'form data', payload: 'email=a', contentType: 'application/x-www-form-urlencoded' },
];

describe('malformed bodies', () => {
  it('the API has routes with bodies to check', () => {
    expect(routesWithBody().length).toBeGreaterThanOrEqual(6);
  });

  it('every route answers 400 with a Spanish detail, never 500', async () => {
    const { headers } = await signedInUser(t);
    const failures: string[] = [];
    for (const route of routesWithBody()) {
      for (const bad of BAD_BODIES) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': bad.contentType },
          payload: bad.payload,
          remoteAddress: nextIp(),
        });
        const detail = res.headers['content-type']?.includes('json')
          ? res.json().detail
          : undefined;
        if (
          res.statusCode !== 400 ||
          typeof detail !== 'string' ||
          /[A-Z][a-z]+ (is|must|expected)/.test(detail)
        ) {
          failures.push(
            `${route.method} ${route.url} with ${bad.name}: ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('rate limits are per route', () => {
  it('exhausting one route’s limit leaves another route open for the same IP', async () => {
    const ip = '10.60.0.1';
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: ip,
      });
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
      remoteAddress: ip,
    });
    expectDetail(register, 429, /^Demasiados intentos/);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'alguien@example.com' },
      remoteAddress: ip,
    });
    expect(forgot.statusCode).toBe(202);
  });
});

import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectDetail } from '../support/responses.ts';

const t = useTestApp();

type Operation = { requestBody?: { required?: boolean } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The POSTs the spec describes without a body. */
const NO_BODY = [
  '/api/reports/optimize-expenses',
  '/api/reports/project-forecast',
  '/api/agents/multi-agent-analysis',
];

const BODIES = [
  { name: 'no body', headers: {}, payload: undefined },
  { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
  {
    name: 'a blank JSON body',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    payload: ' \r\n',
  },
  { name: '{}', headers: { 'content-type': 'application/json' }, payload: '{}' },
];

async function openApi(): Promise<OpenApi> {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApi;
}

describe('POSTs without a body', () => {
  it.each(NO_BODY)('%s answers 200 to no body, an empty body and {}', async (url) => {
    const { headers } = await signedInUser(t);
    for (const body of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, `${body.name}: ${res.body}`).toBe(200);
    }
  });

  it('the same answer with no body as with {}', async () => {
    const { headers } = await signedInUser(t);
    const ask = (payload?: object) =>
      t.app.inject({ method: 'POST', url: '/api/reports/project-forecast', headers, payload });
    const answer = (await ask()).json();
    expect(answer).toHaveProperty('forecast.horizon', '1year');
    expect(answer).toEqual((await ask({})).json());
  });

  it('the OpenAPI document shows their body as optional; a body a route needs stays required', async () => {
    const doc = await openApi();
    const optional = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.required === false)
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    for (const url of NO_BODY) expect(optional).toContain(`POST ${url}`);
    expect(doc.paths['/api/products/']?.post?.requestBody?.required).toBe(true);
    expect(JSON.stringify(doc)).not.toContain('x-optional-body');
  });

  it('every route the document marks optional takes no body without a 400', async () => {
    const { headers } = await signedInUser(t);
    const doc = await openApi();
    const failures: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (op.requestBody?.required !== false || url.includes('{')) continue;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers,
          remoteAddress: nextIp(),
        });
        if (res.statusCode === 400) failures.push(`${method} ${url}: ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a literal null is still refused, and a route that needs a body still needs one', async () => {
    const { headers } = await signedInUser(t);
    const json = { ...headers, 'content-type': 'application/json' };
    expectDetail(
      await t.app.inject({
        method: 'POST',
        url: '/api/reports/optimize-expenses',
        headers: json,
        payload: 'null',
      }),
      400,
      'El cuerpo de la solicitud debe ser un objeto JSON',
    );
    expectDetail(
      await t.app.inject({ method: 'POST', url: '/api/products', headers: json, payload: '' }),
      400,
      'El cuerpo de la solicitud está vacío',
    );
    expectDetail(
      await t.app.inject({ method: 'POST', url: '/api/products', headers }),
      400,
      'El cuerpo de la solicitud debe ser un objeto JSON',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';

// Every route of the OpenAPI document gets malformed, NUL-bearing, broken-Unicode, oversized,
// deeply nested, wrong-typed and prototype-polluting bodies, queries and path parameters.
// Whatever it sends, the API never answers 5xx, and every refusal is `{detail}` in Spanish.
// FUZZ_RUNS sets the runs per route: a few in `npm test`, many in `npm run bench:fuzz`.

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const t = useTestApp();

type Parameter = { in: string; name: string };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

/**
 * A value the schema accepts, from the OpenAPI document: the base that one nasty field is put
 * into, so the nasty value gets past every other rule and reaches the code behind it.
 */
function validExample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return validExample(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, validExample(v)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validExample(schema.items));
    case 'string': {
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
      const text = 'Texto de prueba válido';
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
    }
    case 'number':
    case 'integer': {
      const low = Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}
type Route = { method: string; path: string; op: Operation };

type Path = (string | number)[];

/** The paths of every string inside a value, nested ones included. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the string at `path` replaced. */
function withStringAt(value: unknown, path: Path, text: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = text;
  return copy;
}

function routes(): Route[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

// Sending these would end the fuzzing session itself; their own tests cover them.
const SKIPPED = new Set(['POST /api/auth/logout']);

/** The strings that broke the database before (NUL, broken Unicode, control characters). */
const poison = fc.constantFrom(
  '\u0000',
  'Pan\u0000dulce',
  '\uD800',
  'x\uDFFF y',
  'línea\u0007',
  '\u009b',
  'a'.repeat(10_000),
);

/** Strings a client can send that no form would: the values under attack. */
const nastyString = fc.oneof(
  poison,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }), // lone surrogates included
  fc.constantFrom(
    '\u0000',
    'Pan\u0000dulce',
    '\uD800',
    'x\uDFFF',
    '\u202Etxt.exe',
    '../../etc/passwd',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '%zz',
    '__proto__',
    'constructor',
    '1e400',
    '-0',
    'NaN',
  ),
  fc.constant('a'.repeat(10_000)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -1, 0, true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON text with a prototype-polluting key (JSON.stringify would drop `__proto__`). */
const pollutingBody = fc.constantFrom(
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"name":"x","__proto__":{"isAdmin":true}}',
  '[{"__proto__":{"polluted":1}}]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
);

function bodyFor(op: Operation): fc.Arbitrary<string> {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const properties = Object.keys(schema?.properties ?? {});
  const base = validExample(schema) as Record<string, unknown>;
  // A valid body with one field replaced: the value under attack reaches the service.
  const oneField = (values: fc.Arbitrary<unknown>) =>
    properties.length
      ? fc
          .tuple(fc.constantFrom(...properties), values)
          .map(([name, value]) => JSON.stringify({ ...base, [name]: value }))
      : fc.constant(JSON.stringify(base));
  const shaped = properties.length
    ? fc.record(Object.fromEntries(properties.map((name) => [name, nastyValue])), {
        requiredKeys: [],
      })
    : fc.constant({});
  return fc.oneof(
    { arbitrary: oneField(poison), weight: 3 },
    { arbitrary: oneField(nastyValue), weight: 2 },
    { arbitrary: shaped.map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
    { arbitrary: pollutingBody, weight: 1 },
  );
}

/** Percent-encodes a string as a client library would, lone surrogates as invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const key = fc.oneof(
    fc.constantFrom(...names, '__proto__', 'constructor[prototype]'),
    nastyString,
  );
  return fc
    .array(fc.tuple(key, nastyString), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

function pathFor(route: Route): fc.Arbitrary<string> {
  const names = (route.op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return fc.constant(route.path);
  const raw = fc.oneof(
    nastyString.map(encode),
    fc.constantFrom('%zz', '%', '..%2F..%2F', '00000000-0000-0000-0000-000000000000', '99999'),
    fc.constant('b'.repeat(150)),
  );
  return fc
    .array(raw, { minLength: names.length, maxLength: names.length })
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] || 'x'), route.path),
    );
}

/** Fastify's and zod's own English, which must never reach a user. */
const ENGLISH = /\b(Invalid|Required|Unrecognized|expected|must|is not|Bad Request|Not Found)\b/;

describe('the largest figures a company can enter', () => {
  it('a product selling for $100,000 million a unit, 100 million units a month: a Spanish 400', async () => {
    const { headers } = await signedInUser(t);
    const product = (monthlySales: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers,
        payload: {
          name: 'Satélite',
          price: 1e11,
          variableCost: 1,
          monthlySales,
          category: 'Espacio',
        },
      });
    const tooBig = await product(100_000_000);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().detail).toBe(
      'Las ventas del mes (precio × unidades) son demasiado grandes',
    );
    // The largest month one product may have still computes: dashboard and summary answer.
    expect((await product(1)).statusCode).toBe(201);
    for (const url of [
      '/api/dashboard?period=30d',
      '/api/metrics/summary',
      '/api/financial-data/metrics',
    ]) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
  });
});

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes to fuzz', () => {
    expect(routes().length).toBeGreaterThanOrEqual(40);
  });

  it('NUL and broken Unicode in any field, query or path parameter: a Spanish 400, never 500', async () => {
    // Systematic, not random: every text field of every route, each poison in turn.
    const failures: string[] = [];
    const poisons = ['Pan\u0000dulce', 'x\uD800', 'línea\u0007'];
    for (const route of routes()) {
      if (SKIPPED.has(`${route.method} ${route.path}`)) continue;
      const { headers } = await signedInUser(t);
      const schema = route.op.requestBody?.content?.['application/json']?.schema;
      const base = validExample(schema) as Record<string, unknown> | null;
      const fields = Object.keys(schema?.properties ?? {});
      const queries = (route.op.parameters ?? []).filter((p) => p.in === 'query');
      const path = route.path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const attempts: { url: string; payload?: string }[] = [];
      for (const poison of poisons) {
        for (const field of fields) {
          attempts.push({ url: path, payload: JSON.stringify({ ...base, [field]: poison }) });
        }
        for (const q of queries) attempts.push({ url: `${path}?${q.name}=${encode(poison)}` });
        if (route.path.includes('{')) {
          attempts.push({ url: route.path.replace(/\{\w+\}/g, encode(poison)) });
        }
      }
      for (const { url, payload } of attempts) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
          payload,
          remoteAddress: nextIp(),
        });
        const problem = checkAnswer(res.statusCode, res.headers['content-type'], res.body);
        if (problem) failures.push(`${route.method} ${url} ${payload ?? ''}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('NUL in any string of the whole-company import, however deep: a Spanish 400, nothing replaced', async () => {
    const { headers } = await signedInUser(t);
    for (const [url, payload] of [
      [
        '/api/products',
        { name: 'Pan', price: 10, variableCost: 4, monthlySales: 9, category: 'Pan' },
      ],
      [
        '/api/cash-flow/entries',
        {
          date: '2026-10-01',
          type: 'income',
          amount: 90,
          description: 'Venta',
          category: 'Ventas',
        },
      ],
      [
        '/api/growth/simulations',
        { input: { scenario: 'aggressive', investment: 9000, periodMonths: 12, monthlyGrowth: 2 } },
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const exported = (await t.app.inject({ url: '/api/financial-data/export', headers })).json();
    // The 500 of issue 35 came from a string this deep, which no schema looked into.
    const base = withStringAt(exported, ['growth', 'simulations', 0, 'result', 'notes', 0], 'Nota');
    const paths = stringPaths(base);
    expect(paths.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const at of paths) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/financial-data/import',
        headers,
        payload: withStringAt(base, at, 'Nota\u0000 con nulo') as object,
        remoteAddress: nextIp(),
      });
      const problem =
        res.statusCode !== 400
          ? `${res.statusCode} ${res.body.slice(0, 200)}`
          : checkAnswer(res.statusCode, res.headers['content-type'], res.body);
      if (problem) failures.push(`${at.join('.')}: ${problem}`);
    }
    expect(failures).toEqual([]);
    const after = (await t.app.inject({ url: '/api/financial-data/export', headers })).json();
    expect({ ...after, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  it('never answers 5xx; every refusal is {detail} in Spanish', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      if (SKIPPED.has(`${route.method} ${route.path}`)) continue;
      const { headers } = await signedInUser(t);
      const hasBody = route.op.requestBody !== undefined;
      await fc
        .assert(
          fc.asyncProperty(
            pathFor(route),
            queryFor(route.op),
            hasBody ? bodyFor(route.op) : fc.constant(undefined),
            fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
            async (path, query, body, contentType) => {
              const url = query ? `${path}?${query}` : path;
              const res = await t.app.inject({
                method: route.method as 'GET',
                url,
                headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
                payload: body,
                remoteAddress: nextIp(),
              });
              const problem = checkAnswer(res.statusCode, res.headers['content-type'], res.body);
              if (problem) {
                failures.push(
                  `${route.method} ${url.slice(0, 200)} ${String(body).slice(0, 200)}: ${problem}`,
                );
              }
              return problem === undefined;
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => {}); // collected in `failures`, reported all at once below
    }
    expect(failures).toEqual([]);
    // Nothing leaked into the prototypes the whole process shares.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

function checkAnswer(
  status: number,
  contentType: string | string[] | number | undefined,
  body: string,
): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (!String(contentType).includes('application/json'))
    return `${status} sin JSON: ${body.slice(0, 100)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} JSON roto: ${body.slice(0, 100)}`;
  }
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  const detail = (parsed as { detail?: unknown }).detail;
  if (
    !['detail', 'detail,field'].includes(keys.join()) ||
    typeof detail !== 'string' ||
    detail.trim() === ''
  ) {
    return `${status} sin la forma {detail}: ${body.slice(0, 200)}`;
  }
  if (ENGLISH.test(detail)) return `${status} en inglés: ${detail}`;
  return undefined;
}

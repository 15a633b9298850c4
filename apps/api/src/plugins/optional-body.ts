import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Parses = { safeParse: (value: unknown) => { success: boolean } };
const known = new WeakMap<object, boolean>();

/**
 * Whether a route's body schema lets the client leave the body out: it accepts both nothing
 * and `{}` (a zod object with `.default({})` or `.optional()`), as the spec's no-body POSTs
 * (`/api/reports/optimize-expenses`, `/api/reports/project-forecast`,
 * `/api/agents/multi-agent-analysis`, ...) do. Read from the schema, so a new route is covered.
 */
export function bodyIsOptional(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  const parses = typeof (schema as Partial<Parses>).safeParse === 'function';
  const optional =
    parses &&
    (schema as Parses).safeParse(undefined).success &&
    (schema as Parses).safeParse({}).success;
  known.set(schema, optional);
  return optional;
}

/**
 * A POST whose body is optional accepts no body, an empty JSON-typed body and `{}` alike (issue
 * 35). Fastify hands a missing body to the validator as `null`, which an object schema refuses,
 * and its JSON parser refuses an empty body; here a missing or empty body becomes `{}` before
 * validation on those routes only. A literal `null`, or an empty body on any other route, is
 * still refused. The OpenAPI document marks these bodies optional (plugins/openapi.ts).
 */
export const optionalBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '' && bodyIsOptional(request.routeOptions.schema?.body)) {
      return done(null, undefined);
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && bodyIsOptional(request.routeOptions.schema?.body)) {
      request.body = {};
    }
    done();
  });
});

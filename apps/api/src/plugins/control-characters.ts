import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findControlCharacter, formatValuePath } from '../lib/control-characters.ts';
import { badRequest } from '../lib/http-error.ts';

const PARTS = [
  {
    part: 'body',
    detail: (path: string) =>
      path === ''
        ? 'El cuerpo de la solicitud contiene caracteres de control no válidos'
        : `El campo ${path} contiene caracteres de control no válidos (como el carácter nulo)`,
  },
  {
    part: 'query',
    detail: (path: string) =>
      `El parámetro ${path || 'de la consulta'} contiene caracteres de control no válidos`,
  },
  { part: 'params', detail: () => 'La dirección contiene caracteres de control no válidos' },
] as const satisfies { part: keyof FastifyRequest; detail: (path: string) => string }[];

/**
 * NUL and the other C0 control characters (tab and line breaks aside) are refused with a Spanish
 * 400 wherever they enter — body at any depth, query, path — once, for every route (issue 35: a
 * NUL nested in the whole-company import reached PostgreSQL and gave a 500). It runs after
 * validation, so a field whose schema already refuses them (`text()` in the contracts) keeps
 * its own message; this catches what the schemas leave open, and anything a route takes
 * without a schema. Only under /api: the web app's pages and files (plugins/web.ts) read no
 * input and answer HTML.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not async: it runs on every request and usually finds nothing.
  app.addHook('preHandler', (request, _reply, done) => {
    // The web app's pages store nothing: a stray %00 in a shared link still opens the page.
    if (!request.url.startsWith('/api')) return done();
    for (const { part, detail } of PARTS) {
      const path = findControlCharacter(request[part]);
      if (path) return done(badRequest(detail(formatValuePath(path))));
    }
    done();
  });
});

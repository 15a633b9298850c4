import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findPublicPage } from '@caudal/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderPublicPage } from '../modules/public-site/index.ts';

type WebOptions = { webDist: string; publicUrl: string };

/**
 * Client routes that are not public pages with their own tags: the signed-in area (it guards
 * itself), the password pages and the lesson pages. Any other path is answered with the app's
 * 404 page and a real 404 status, so crawlers and monitors see a missing page as missing.
 */
const OTHER_CLIENT_ROUTES = [
  /^\/app(\/|$)/,
  /^\/(forgot-password|reset-password)\/?$/,
  /^\/videos\/[^/]+\/?$/,
];

/**
 * index.html with each public page's tags, rendered once per page. The cache follows the file's
 * modification time, so a rebuilt web app is picked up without restarting the server.
 */
function publicPageRenderer(indexFile: string, publicUrl: string) {
  let cache = { mtimeMs: -1, source: '', pages: new Map<string, string>() };
  return async (path: string): Promise<string | undefined> => {
    const page = findPublicPage(path);
    if (!page) return undefined;
    const { mtimeMs } = await stat(indexFile);
    if (mtimeMs !== cache.mtimeMs) {
      cache = { mtimeMs, source: await readFile(indexFile, 'utf8'), pages: new Map() };
    }
    // Keyed by the page's own path ('/contacto/' is '/contacto'): one entry per public page.
    let html = cache.pages.get(page.path);
    if (html === undefined) {
      html = renderPublicPage(cache.source, page.path, publicUrl);
      if (html !== undefined) cache.pages.set(page.path, html);
    }
    return html;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year (and sent precompressed, brotli or
 * gzip, when the build wrote those copies), index.html never cached, and index.html for every
 * other GET outside /api so the client router can take over. Public pages get their own title,
 * description and Open Graph tags (see modules/public-site).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const indexFile = join(opts.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset: sent when the browser accepts them.
      preCompressed: true,
      // The API builds these from the public pages' metadata (modules/public-site).
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(opts.webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const renderPage = publicPageRenderer(indexFile, opts.publicUrl);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      const path = request.url.split('?')[0] ?? '/';
      const html = await renderPage(path);
      if (html !== undefined) return reply.type('text/html; charset=utf-8').send(html);
      const known = OTHER_CLIENT_ROUTES.some((route) => route.test(path));
      return reply.code(known ? 200 : 404).sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Recurso no encontrado' });
  });
});

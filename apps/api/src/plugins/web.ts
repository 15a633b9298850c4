import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year (and sent precompressed, brotli or
 * gzip, when the build wrote those copies), index.html never cached, and
 * index.html for every other GET outside /api so the client router can take over.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasBuild = existsSync(join(opts.webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset: sent when the browser accepts them.
      preCompressed: true,
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Recurso no encontrado' });
  });
});

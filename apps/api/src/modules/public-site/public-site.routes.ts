import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../lib/module.ts';
import { robotsTxt, sitemapXml } from './seo.ts';

// Crawlers fetch these often; an hour of caching is plenty for files that change with a deploy.
const CACHE = 'public, max-age=3600';

/** /robots.txt and /sitemap.xml, built from the public pages' metadata and PUBLIC_URL. */
export const publicSiteRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const robots = robotsTxt(deps.config.publicUrl);
  const sitemap = sitemapXml(deps.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('application/xml; charset=utf-8').send(sitemap),
  );
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers; the CSP allows no inline script anywhere. Every /api response is
 * `Cache-Control: no-store` (ASVS 14.3.2: no shared or browser cache keeps a company's figures
 * or a token), unless a route serves public content and says so (the book's chapters); the
 * web app's hashed assets keep their long cache (plugins/web.ts).
 *
 * Helmet itself, built once: the headers are the same for every response (no nonces), and
 * @fastify/helmet rebuilt the whole middleware, CSP parsing included, on every request (~9 % of
 * a signed-in read's CPU).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app serves plain HTTP in development; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});

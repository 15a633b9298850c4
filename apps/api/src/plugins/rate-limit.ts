import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { tooManyRequestsDetail } from '../lib/http-error.ts';
import { hitCounter } from '../lib/rate-limit-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store kept in PostgreSQL, so limits hold across API instances. */
function pgStore(db: Db) {
  return class PgRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      hitCounter(db, `${this.prefix}${key}`, Math.ceil(timeWindow / 1000)).then(
        ({ count, retryAfterSeconds }) =>
          callback(null, { current: count, ttl: Math.ceil(retryAfterSeconds * 1000) }),
        (error: Error) => callback(error),
      );
    }
    // Called once per route with the merged options; each route counts on its own keys.
    child(params: object) {
      type RouteInfo = { method?: string | string[]; url?: string };
      const route = (params as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new PgRateLimitStore(undefined, `rl:${String(route.method)}:${route.url}:`);
    }
  };
}

/** Registers @fastify/rate-limit for routes that opt in with `config.rateLimit`. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  await app.register(rateLimit, {
    global: false,
    store: pgStore(opts.db),
    // A failing counter must not take sign-in down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: tooManyRequestsDetail(context.ttl / 1000),
    }),
  });
});

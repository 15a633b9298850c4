import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createEvents } from './lib/events.ts';
import { createJobs, type Jobs } from './lib/jobs.ts';
import { createLlm } from './lib/llm.ts';
import { createMailer, defineMailDelivery, type Mailer } from './lib/mailer.ts';
import type { ModuleDeps } from './lib/module.ts';
import { authenticatePlugin } from './modules/auth/index.ts';
import { API_MODULES } from './modules/index.ts';
import { controlCharactersPlugin } from './plugins/control-characters.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { optionalBodyPlugin } from './plugins/optional-body.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

/** A request slower than this is logged as a warning whatever the log level. */
const SLOW_REQUEST_MS = 1000;

/**
 * Fastify logs two info lines per request by default, which under load cost more than the
 * request itself (issue 10). The access log is at debug (LOG_LEVEL=debug shows it), a slow
 * request is a warning, and errors are logged once, by plugins/errors.ts.
 */
class AccessLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (ms >= SLOW_REQUEST_MS) request.log.warn(entry, 'solicitud lenta');
    else request.log.debug(entry, 'solicitud');
  }
}

export type AppOptions = {
  config: Config;
  db: Db;
  /** The session lookup's pool (db/client.ts#connectDatabase); db's own pool if not given. */
  sessionPool?: pg.Pool;
  /** Where the job queue keeps its tables; the app's own database. */
  databaseUrl: string;
  mailer?: Mailer;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/**
 * Builds the whole app as a plugin tree; server.ts listens (and starts the job queue), tests
 * call `inject`. Every module gets the same dependencies and its own prefix.
 */
export async function buildApp({
  config,
  db,
  sessionPool = db.$client,
  databaseUrl,
  mailer,
  clock = systemClock,
  logger = false,
}: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fails fast instead of holding a connection forever (the web client gives up at 30 s).
    requestTimeout: 30_000,
    logController: new AccessLog(),
    // Errors before any route runs get the same Spanish `{detail}` (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(optionalBodyPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { db });
  await app.register(authenticatePlugin, { sessionPool });
  await app.register(openApiPlugin);

  const jobs: Jobs = createJobs({ connectionString: databaseUrl, log: app.log });
  const deps: ModuleDeps = {
    db,
    config,
    mailer: mailer ?? createMailer({ db, jobs, log: app.log }),
    llm: createLlm(config.llm),
    clock,
    jobs,
    events: createEvents(),
    log: app.log,
  };
  defineMailDelivery(jobs, { db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  for (const module of API_MODULES) {
    module.setup?.(deps);
    if (module.routes) await app.register(module.routes, { prefix: module.prefix, deps });
  }
  await app.register(webPlugin, { webDist: config.webDist, publicUrl: config.publicUrl });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: started by server.ts (and by the tests that need it). */
    jobs: Jobs;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;

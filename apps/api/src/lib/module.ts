import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Events } from './events.ts';
import type { Jobs } from './jobs.ts';
import type { Llm } from './llm.ts';
import type { Mailer } from './mailer.ts';

/** What every module may use; app.ts builds one and hands the same object to every module. */
export type ModuleDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Null unless an OpenAI-compatible model is configured. */
  llm: Llm | null;
  clock: Clock;
  jobs: Jobs;
  events: Events;
  /** The app's logger, for work that runs outside a request (jobs). */
  log: FastifyBaseLogger;
};

/**
 * One API module: its routes as one plugin under its own prefix, and what it sets up once per
 * app (event subscriptions, job definitions). app.ts registers every module from one list.
 */
export type ApiModule = {
  name: string;
  /** Every route of the module lives under it ('' for root paths such as /health). */
  prefix: string;
  routes?: FastifyPluginAsyncZod<{ deps: ModuleDeps }>;
  setup?: (deps: ModuleDeps) => void;
};

/** The fastify options a module's routes receive. */
export type ModuleOptions = { deps: ModuleDeps };

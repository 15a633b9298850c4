import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';

export type JobDefinition<T extends object = object> = {
  /** Queue name, `<module>.<job>`. */
  name: string;
  run: (data: T) => Promise<void>;
  /** A cron expression in America/Mexico_City: the queue sends one job per occurrence. */
  schedule?: string;
  /** A run that throws is tried again up to `limit` times, `delaySeconds` apart (doubling). */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
};

export type Jobs = {
  /** Declares a job; modules call it while the app is built, before `start`. */
  define: <T extends object>(definition: JobDefinition<T>) => void;
  /**
   * Queues one run of `name` (after `start`). `debounce`: one job per `key` in each window of
   * `seconds` (later sends in the window make one job for the next window); `delaySeconds`: not
   * before then (a sender inside a transaction lets it commit first).
   */
  send: (name: string, data?: object, options?: SendOptions) => Promise<void>;
  /** Creates the queues, the schedules and the workers. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
  readonly started: boolean;
};

export type SendOptions = {
  debounce?: { key: string; seconds: number };
  delaySeconds?: number;
};

const TIME_ZONE = 'America/Mexico_City';

/**
 * Background work on pg-boss, in the app's own PostgreSQL (schema `pgboss`, created on first
 * start). Every instance of the API starts it; a job is claimed by exactly one worker across all
 * of them (SELECT … FOR UPDATE SKIP LOCKED), and a schedule sends one job per occurrence however
 * many instances run it.
 */
export function createJobs(options: {
  connectionString: string;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss's default is 2 s; tests poll faster). */
  pollingIntervalSeconds?: number;
}): Jobs {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  return {
    define(definition) {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      definitions.set(definition.name, definition as JobDefinition);
    },
    async send(name, data = {}, options = {}) {
      if (!boss) throw new Error(`the job queue is not started (sending ${name})`);
      const start = options.delaySeconds ? { startAfter: options.delaySeconds } : {};
      if (options.debounce) {
        const { key, seconds } = options.debounce;
        await boss.sendDebounced(name, data, start, seconds, key);
      } else {
        await boss.send(name, data, start);
      }
    },
    async start() {
      if (boss) return;
      const instance = new PgBoss({
        connectionString: options.connectionString,
        max: 3,
        application_name: 'caudal-jobs',
      });
      instance.on('error', (error) => options.log.error({ err: error }, 'cola de trabajos'));
      await instance.start();
      for (const definition of definitions.values()) {
        const retry = definition.retry;
        await instance.createQueue(
          definition.name,
          retry
            ? {
                retryLimit: retry.limit,
                retryDelay: retry.delaySeconds,
                retryBackoff: retry.backoff ?? false,
              }
            : {},
        );
        if (definition.schedule) {
          await instance.schedule(definition.name, definition.schedule, {}, { tz: TIME_ZONE });
        }
        const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
        await instance.work<object>(definition.name, polling, async (jobs) => {
          for (const job of jobs) {
            await definition.run(job.data);
            options.log.debug({ job: definition.name, id: job.id }, 'trabajo terminado');
          }
        });
      }
      boss = instance;
    },
    async stop() {
      const instance = boss;
      boss = undefined;
      await instance?.stop({ graceful: true, timeout: 10_000 });
    },
    get started() {
      return boss !== undefined;
    },
  };
}

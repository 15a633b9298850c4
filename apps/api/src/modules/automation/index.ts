import { sql } from 'drizzle-orm';
import type { ApiModule } from '../../lib/module.ts';
import { claimDueRules } from './automation.repository.ts';
import { automationRoutes } from './automation.routes.ts';
import {
  deliverWebhook,
  type EngineDeps,
  EVALUATE_JOB,
  type EvaluateRequest,
  evaluateCompany,
  WEBHOOK_JOB,
  WEBHOOK_RETRY,
} from './automation-engine.ts';

export const TICK_JOB = 'automation.tick';
/** A data change is evaluated at most once per window per company, within about a minute. */
export const DATA_DEBOUNCE_SECONDS = 20;
/** Rules claimed per tick (the rest wait for the next minute). */
const CLAIM_LIMIT = 5_000;

/**
 * Automation rules on the job queue (issue 17). Every minute one tick (a pg-boss schedule: one
 * job per minute across all instances) claims the rules that are due and queues one evaluation
 * per company; a write to a company's data queues one too, debounced per company. Webhooks are
 * their own jobs, retried by the queue.
 */
export const automationModule: ApiModule = {
  name: 'automation',
  prefix: '/api/automation',
  routes: automationRoutes,
  setup: ({ db, jobs, mailer, clock, config, events, log }) => {
    const engine: EngineDeps = {
      db,
      jobs,
      mailer,
      publicUrl: config.publicUrl,
      webhooksAllowPrivate: config.webhooksAllowPrivate,
      log,
    };
    jobs.define<EvaluateRequest>({
      name: EVALUATE_JOB,
      run: async (request) => {
        await evaluateCompany(engine, request, clock.now(), clock.today());
      },
    });
    jobs.define({
      name: TICK_JOB,
      schedule: '* * * * *',
      run: async () => {
        const due = await claimDueRules(db, clock.now(), CLAIM_LIMIT);
        const byCompany = new Map<string, string[]>();
        for (const r of due)
          byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.id]);
        for (const [companyId, ruleIds] of byCompany) {
          await jobs.send(EVALUATE_JOB, { companyId, ruleIds, reason: 'schedule' });
        }
      },
    });
    jobs.define<{ ruleId: string; runId: string; event: object }>({
      name: WEBHOOK_JOB,
      retry: { ...WEBHOOK_RETRY, delaySeconds: config.webhookRetrySeconds },
      run: (data) => deliverWebhook(engine, data),
    });
    events.on('company-data-changed', async ({ companyId }, { db: tx }) => {
      if (!jobs.started) return;
      const { rows } = await tx.execute(
        sql`SELECT 1 FROM automation_rules WHERE company_id = ${companyId} AND status = 'active' LIMIT 1`,
      );
      if (rows.length === 0) return;
      // After the write commits (2 s), and once per window for a burst of writes.
      await jobs.send(
        EVALUATE_JOB,
        { companyId, ruleIds: null, reason: 'data' },
        { debounce: { key: companyId, seconds: DATA_DEBOUNCE_SECONDS }, delaySeconds: 2 },
      );
    });
  },
};

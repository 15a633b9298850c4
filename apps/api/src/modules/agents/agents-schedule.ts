import { AGENT_NAMES } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { companyOwner } from '../../lib/accounts.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import { claimDueCycles, finishCycle, pausedAgents } from './agents.repository.ts';
import { ANALYSTS, runAnalyst } from './agents.service.ts';

export const SCHEDULE_TICK_JOB = 'agents.tick';
export const SCHEDULE_RUN_JOB = 'agents.run';
/** Companies claimed per tick (the rest wait for the next one). */
const CLAIM_LIMIT = 500;

/** Claims the companies whose cycle is due and queues one run for each. */
export async function tickSchedules(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'clock'>) {
  const due = await claimDueCycles(deps.db, deps.clock.now(), CLAIM_LIMIT);
  for (const companyId of due) await deps.jobs.send(SCHEDULE_RUN_JOB, { companyId });
  return due;
}

/**
 * One company's scheduled cycle: each analyst not paused, one after another, stored as
 * 'scheduled' in the owner's name (no call of the plan, no learning step). An analysis with
 * high-priority recommendations raises a notification; a failing agent is logged and the others
 * still run.
 */
export async function runScheduledCycle(
  deps: Pick<ModuleDeps, 'db' | 'llm' | 'clock' | 'log'>,
  companyId: string,
) {
  const { db, log } = deps;
  const [owner, { rows }] = await Promise.all([
    companyOwner(db, companyId),
    db.execute(sql`SELECT data_version FROM companies WHERE id = ${companyId}`),
  ]);
  const company = rows[0];
  if (!company || !owner) return;
  const auth = {
    userId: owner.userId,
    companyId,
    dataVersion: Number(company.data_version),
  };
  const paused = await pausedAgents(db, companyId);
  try {
    for (const agent of ANALYSTS.filter((id) => !paused.has(id))) {
      try {
        const answer = await runAnalyst(deps, auth, agent, log, 'scheduled');
        const high = answer.analysis.recommendations.filter((r) => r.priority === 'high');
        const first = high[0];
        if (first) {
          await db.insert(notifications).values({
            userId: auth.userId,
            companyId,
            title: `${AGENT_NAMES[agent]}: ${high.length} ${high.length === 1 ? 'recomendación' : 'recomendaciones'} de prioridad alta`,
            message: `${first.title}. ${first.description}`,
            actionUrl: '/app/ai-agents',
          });
        }
      } catch (error) {
        log.error({ err: error, companyId, agent }, 'scheduled analysis failed');
      }
    }
  } finally {
    await finishCycle(db, companyId);
  }
}

import type { ApiModule } from '../../lib/module.ts';
import { agentsRoutes } from './agents.routes.ts';
import {
  runScheduledCycle,
  SCHEDULE_RUN_JOB,
  SCHEDULE_TICK_JOB,
  tickSchedules,
} from './agents-schedule.ts';

/**
 * The AI agents (issue 19): the screen's API, and the scheduled analyses on the job queue. A
 * tick every 15 minutes (one per schedule across all instances) claims the companies whose
 * cycle is due and queues one run per company, which runs its active analysts.
 */
export const agentsModule: ApiModule = {
  name: 'agents',
  prefix: '/api',
  routes: agentsRoutes,
  setup: (deps) => {
    const { jobs } = deps;
    jobs.define({
      name: SCHEDULE_TICK_JOB,
      schedule: '*/15 * * * *',
      run: async () => {
        await tickSchedules(deps);
      },
    });
    jobs.define<{ companyId: string }>({
      name: SCHEDULE_RUN_JOB,
      run: ({ companyId }) => runScheduledCycle(deps, companyId),
    });
  },
};

import { queuePendingMail } from '../../lib/mailer.ts';
import type { ApiModule } from '../../lib/module.ts';
import { runCleanup } from './cleanup.ts';

export const CLEANUP_JOB = 'maintenance.cleanup';
/** Every 15 minutes: a sandbox lives 24 hours, give or take a quarter of an hour. */
export const CLEANUP_SCHEDULE = '*/15 * * * *';

/**
 * Housekeeping on the job queue, one run per quarter hour across every instance: the cleanup,
 * and mail accepted while the queue was not running.
 */
export const maintenanceModule: ApiModule = {
  name: 'maintenance',
  prefix: '',
  setup: ({ db, jobs, clock }) => {
    jobs.define({
      name: CLEANUP_JOB,
      schedule: CLEANUP_SCHEDULE,
      run: async () => {
        await runCleanup(db, clock.now());
        await queuePendingMail(db, jobs);
      },
    });
  },
};

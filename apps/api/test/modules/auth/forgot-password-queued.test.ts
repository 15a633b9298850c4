import { FORGOT_PASSWORD_REPLY } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_JOB } from '../../../src/modules/auth/auth.service.ts';
import { signedInUser } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectDetail } from '../../support/responses.ts';

// With the job queue running, as in `npm start`: a forgot-password request only counts itself
// and queues a job, for a registered email and an unknown one alike, so neither the answer nor
// the work done before it says which emails have accounts.
const t = useTestApp();
beforeAll(() => t.app.jobs.start(), 30_000);

const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: nextIp(),
  });

describe('forgot password on the job queue', () => {
  it('queues the same job for any email; only the registered one gets a mail', async () => {
    const account = await signedInUser(t);
    const unknown = 'nadie-en-la-cola@example.com';
    expectDetail(await forgot(account.user.email), 202, FORGOT_PASSWORD_REPLY);
    expectDetail(await forgot(unknown), 202, FORGOT_PASSWORD_REPLY);
    const queued = await t.database.db.execute<{ email: string }>(sql`
      SELECT data->>'email' AS email FROM pgboss.job WHERE name = ${RESET_LINK_JOB}`);
    expect(queued.rows.map((r) => r.email).sort()).toEqual([account.user.email, unknown].sort());
    await expect
      .poll(
        async () =>
          (
            await t.database.db.execute<{ state: string }>(sql`
              SELECT state FROM pgboss.job WHERE name = ${RESET_LINK_JOB}`)
          ).rows.map((r) => r.state),
        { timeout: 20_000, interval: 200 },
      )
      .toEqual(['completed', 'completed']);
    expect(t.mails.map((m) => m.to)).toEqual([account.user.email]);
    expect(t.mails[0]?.text).toContain('http://caudal.test/reset-password?token=');
  });
});

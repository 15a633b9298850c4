import { FORGOT_PASSWORD_REPLY } from '@caudal/contracts';
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { deliverMail, MAIL_RETRY, type Mail, queuePendingMail } from '../../src/lib/mailer.ts';
import { signedInUser } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';

// The app's own mailer, with an SMTP server that refuses every connection.
const t = useTestApp({ mail: 'outbox', env: () => ({ SMTP_URL: 'smtp://127.0.0.1:1' }) });
const silentLog = { info: () => {}, warn: () => {} } as never;
const refusingSmtp = createTransport('smtp://127.0.0.1:1');
const sendThroughSmtp = async (mail: Mail) => {
  await refusingSmtp.sendMail({ from: 'Caudal <no-responder@caudal.mx>', ...mail });
};
const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: nextIp(),
  });
const rowsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('mail goes through the queue', () => {
  it('with the mail server down, a registered and an unknown email get the same answer', async () => {
    const account = await signedInUser(t);
    const known = await forgot(account.user.email);
    const unknown = await forgot('nadie-registrado@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ detail: FORGOT_PASSWORD_REPLY });
    // Accepted, not attempted: the request never waited for the mail server.
    const [row] = await rowsTo(account.user.email);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: 'Restablece tu contraseña de Caudal',
    });
    expect(await rowsTo('nadie-registrado@example.com')).toEqual([]);
  });

  it('a failed delivery is recorded and thrown for the queue to retry, until the tries are spent', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const [row] = await rowsTo(account.user.email);
    const id = row?.id ?? 0;
    await expect(
      deliverMail({ db: t.database.db, log: silentLog }, sendThroughSmtp, id),
    ).rejects.toThrow();
    expect((await rowsTo(account.user.email))[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
    });
    expect((await rowsTo(account.user.email))[0]?.lastError).toMatch(/ECONNREFUSED/);
    // The first try and MAIL_RETRY.limit (6) retries: the seventh failure is final.
    for (let attempt = 2; attempt <= MAIL_RETRY.limit + 1; attempt++) {
      await expect(
        deliverMail({ db: t.database.db, log: silentLog }, sendThroughSmtp, id),
      ).rejects.toThrow();
    }
    expect((await rowsTo(account.user.email))[0]).toMatchObject({ status: 'failed', attempts: 7 });
    // A spent message is not claimed again.
    await deliverMail({ db: t.database.db, log: silentLog }, sendThroughSmtp, id);
    expect((await rowsTo(account.user.email))[0]?.attempts).toBe(7);
  });

  it('a delivery that works is sent once, however many workers try', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const id = (await rowsTo(account.user.email))[0]?.id ?? 0;
    const sent: Mail[] = [];
    const send = async (mail: Mail) => void sent.push(mail);
    await Promise.all(
      [1, 2, 3].map(() => deliverMail({ db: t.database.db, log: silentLog }, send, id)),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(account.user.email);
    expect((await rowsTo(account.user.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('without SMTP the message goes to the log and the row is its copy', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const id = (await rowsTo(account.user.email))[0]?.id ?? 0;
    await deliverMail({ db: t.database.db, log: silentLog }, undefined, id);
    const [row] = await rowsTo(account.user.email);
    expect(row?.status).toBe('logged');
    expect(row?.body).toContain('/reset-password?token=');
  });

  it('a message a dead worker left sending is sent again once its claim is 15 minutes old', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    const id = (await rowsTo(account.user.email))[0]?.id ?? 0;
    const claimedAgo = (minutes: number) =>
      t.database.db
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: 1,
          claimedAt: sql`now() - make_interval(mins => ${minutes})`,
        })
        .where(eq(mailOutbox.id, id));
    const sent: Mail[] = [];
    const send = async (mail: Mail) => void sent.push(mail);
    // A worker that claimed it 14 minutes ago may still be sending it: left alone.
    await claimedAgo(14);
    await deliverMail({ db: t.database.db, log: silentLog }, send, id);
    expect(sent).toHaveLength(0);
    // 16 minutes: that worker died; the message goes out, once.
    await claimedAgo(16);
    await Promise.all(
      [1, 2].map(() => deliverMail({ db: t.database.db, log: silentLog }, send, id)),
    );
    expect(sent).toHaveLength(1);
    expect((await rowsTo(account.user.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the sweep queues abandoned mail again and fails the one whose tries are spent', async () => {
    const account = await signedInUser(t);
    await forgot(account.user.email);
    await forgot(account.user.email);
    const [tryAgain, spent] = await rowsTo(account.user.email);
    const abandon = (id: number, attempts: number) =>
      t.database.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts, claimedAt: sql`now() - interval '20 minutes'` })
        .where(eq(mailOutbox.id, id));
    await abandon(tryAgain?.id ?? 0, 2);
    await abandon(spent?.id ?? 0, MAIL_RETRY.limit + 1);
    const queued: unknown[] = [];
    const jobs = { started: true, send: async (_name: string, data: unknown) => queued.push(data) };
    await queuePendingMail(t.database.db, jobs as never);
    expect(queued).toContainEqual({ id: tryAgain?.id });
    expect(queued).not.toContainEqual({ id: spent?.id });
    const after = await rowsTo(account.user.email);
    expect(after.find((r) => r.id === spent?.id)).toMatchObject({
      status: 'failed',
      lastError: 'La entrega se interrumpió y no quedan intentos',
    });
    expect(after.find((r) => r.id === tryAgain?.id)?.status).toBe('sending');
  });
});

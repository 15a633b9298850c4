import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { type MailAttachment, mailOutbox } from '../db/schema/index.ts';
import type { Jobs } from './jobs.ts';

/** `replyTo` lets the recipient answer someone else (support answers a contact message's sender). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent with it (a report's PDF). */
  attachments?: MailAttachment[];
};
/** Accepts a message for delivery; never waits for a mail server. */
export type Mailer = { send: (mail: Mail) => Promise<void> };

export const MAIL_JOB = 'mail.deliver';
/** Six more tries after the first, 30 s apart and doubling (about half an hour in all). */
export const MAIL_RETRY = { limit: 6, delaySeconds: 30, backoff: true } as const;
/**
 * A message claimed ('sending') this long ago belongs to a worker that died mid-send: the job's
 * retry or the maintenance sweep claims it again. Far longer than a live send can take (the SMTP
 * timeouts below), so a slow worker is never raced.
 */
export const MAIL_ABANDONED_AFTER_MINUTES = 15;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Mail goes through the job queue: `send` writes the message to `mail_outbox` (its record) and
 * queues its delivery, so a request answers the same, and as fast, whether the mail server is
 * up, slow or down (issue 10: a failing SMTP server must not tell which emails have accounts).
 * If the queue is not running, the maintenance sweep queues what is pending.
 */
export function createMailer(opts: { db: Db; jobs: Jobs; log: FastifyBaseLogger }): Mailer {
  return {
    send: async (mail) => {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          replyTo: mail.replyTo,
          attachments: mail.attachments ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row || !opts.jobs.started) return;
      await opts.jobs.send(MAIL_JOB, { id: row.id }).catch((error: unknown) => {
        opts.log.warn({ err: error, mailId: row.id }, 'correo en espera: la cola no lo aceptó');
      });
    },
  };
}

export type MailDelivery = {
  db: Db;
  /** SMTP when SMTP_URL is set; otherwise the message is written to the server log. */
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
};

/** The `mail.deliver` job: one message, claimed once, retried by the queue when it fails. */
export function defineMailDelivery(jobs: Jobs, delivery: MailDelivery): void {
  // nodemailer waits up to 10 minutes on a silent socket by default; a worker is held far less.
  const transport = delivery.smtpUrl
    ? createTransport({ url: delivery.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  const send = transport
    ? async (mail: Mail) => {
        const { attachments, ...rest } = mail;
        await transport.sendMail({
          from: delivery.from,
          ...rest,
          attachments: attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.base64, 'base64'),
          })),
        });
      }
    : undefined;
  jobs.define<{ id: number }>({
    name: MAIL_JOB,
    retry: MAIL_RETRY,
    run: ({ id }) => deliverMail(delivery, send, id),
  });
}

const claimable = inArray(mailOutbox.status, ['pending', 'retrying']);
const abandoned = and(
  eq(mailOutbox.status, 'sending'),
  lt(mailOutbox.claimedAt, sql`now() - make_interval(mins => ${MAIL_ABANDONED_AFTER_MINUTES})`),
);

/**
 * Delivers one outbox row: claims it (so two workers never send it twice), sends it, records
 * the outcome. A failure is recorded on the row and thrown, for the queue to retry later.
 */
export async function deliverMail(
  { db, log }: Pick<MailDelivery, 'db' | 'log'>,
  send: ((mail: Mail) => Promise<void>) | undefined,
  id: number,
): Promise<void> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), or(claimable, abandoned)))
    .returning();
  if (!row) return;
  const mail = {
    to: row.to,
    subject: row.subject,
    text: row.body,
    replyTo: row.replyTo ?? undefined,
    attachments: row.attachments ?? undefined,
  };
  if (!send) {
    log.info(
      { to: mail.to, subject: mail.subject, attachments: mail.attachments?.map((a) => a.filename) },
      `Correo a la bandeja de salida:\n${mail.text}`,
    );
    await db
      .update(mailOutbox)
      .set({ status: 'logged', sentAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    return;
  }
  try {
    await send(mail);
  } catch (error) {
    const spent = row.attempts > MAIL_RETRY.limit;
    await db
      .update(mailOutbox)
      .set({
        status: spent ? 'failed' : 'retrying',
        lastError: String((error as Error).message ?? error).slice(0, 500),
      })
      .where(eq(mailOutbox.id, id));
    log.warn({ mailId: id, attempt: row.attempts }, 'no se pudo entregar un correo');
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

/**
 * The quarter-hourly sweep: pending mail the queue never got (it was not running, or refused
 * it) and mail a dead worker left 'sending' are queued again; abandoned mail whose tries are
 * spent is marked failed.
 */
export async function queuePendingMail(db: Db, jobs: Jobs): Promise<number> {
  if (!jobs.started) return 0;
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: 'La entrega se interrumpió y no quedan intentos' })
    .where(and(abandoned, gt(mailOutbox.attempts, MAIL_RETRY.limit)));
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, 'pending'),
          lt(mailOutbox.createdAt, sql`now() - interval '2 minutes'`),
        ),
        abandoned,
      ),
    )
    .limit(500);
  for (const { id } of rows) await jobs.send(MAIL_JOB, { id });
  return rows.length;
}

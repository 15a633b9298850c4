import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** `replyTo` lets the recipient answer someone else (support answers a contact message's sender). */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every message goes to the `mail_outbox` table and the
 * server log, so an operator (or a test) can read it.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      await opts.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text });
      opts.log.info(
        { to: mail.to, subject: mail.subject },
        `Correo a la bandeja de salida:\n${mail.text}`,
      );
    },
  };
}

import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every message the app sends, written when it is accepted (in the request) and delivered by the
 * `mail.deliver` job (lib/mailer.ts): through SMTP when SMTP_URL is set, else to the server log,
 * the row being the operator's copy. `status`: pending → sending → sent | logged, or retrying
 * after a failed attempt, failed when the retries are spent.
 */
/** A file sent with a message. */
export type MailAttachment = { filename: string; contentType: string; base64: string };

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  replyTo: text('reply_to'),
  /** Files sent with it (a report's PDF): name, content type and the bytes in base64. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** When a worker claimed it ('sending'): a claim this old belongs to a worker that died. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

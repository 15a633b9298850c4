import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail that could not go through SMTP (none configured) lands here for the operator. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

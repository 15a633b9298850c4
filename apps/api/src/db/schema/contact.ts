import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent from the public contact form (/contacto); each is also forwarded to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the sender and support quote ('CAU-7F3K92QX'): random, so it tells no volume. */
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

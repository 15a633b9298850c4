import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './users.ts';

/** The company a row belongs to; the row goes with the company. */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** When the row was made; lists sort by it. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

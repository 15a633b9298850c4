import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The learning-path steps a user has done (read a chapter, entered data in a module, ran its
 * analysis). Module status and progress are derived from these rows, never stored.
 */
export const learningSteps = pgTable(
  'learning_steps',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);

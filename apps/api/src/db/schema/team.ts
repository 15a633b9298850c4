import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

/**
 * Who works for each company (issue 20), and as what: an owner (everything), an accountant (all
 * the data and analyses; not the team, not deleting the company) or a viewer (reads). One person
 * belongs to one company, so the user is the key.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** contracts TEAM_ROLES. */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId, t.createdAt),
    check('company_members_role_check', sql`${t.role} IN ('owner', 'accountant', 'viewer')`),
  ],
);

/** An owner's invitation by email: a single-use link of 7 days (only its SHA-256 is kept). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('team_invitations_company_idx').on(t.companyId, t.createdAt),
    check('team_invitations_role_check', sql`${t.role} IN ('owner', 'accountant', 'viewer')`),
  ],
);

/**
 * What people changed in the company's data and team (issue 20): written by triggers on the
 * audited tables (migration 0027) with the person the request's transaction names
 * (`caudal.actor`), so no write path can forget it; never updated (a trigger refuses it).
 * A statement that touches more than 20 rows is one line with their count.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The table. */
    resource: text('resource').notNull(),
    /** The row's key (its id, or its key columns as JSON); null for a bulk line. */
    resourceId: text('resource_id'),
    /** create, update or delete. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    rows: integer('rows').notNull().default(1),
  },
  // Pages newest first by id (keyset), per company.
  (t) => [index('audit_log_company_id_idx').on(t.companyId, t.id)],
);

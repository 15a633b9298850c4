import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { centavosColumn } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    // Null for demo sandbox users: they sign in only through the shared demo credentials.
    passwordHash: text('password_hash'),
    phone: text('phone'),
    country: text('country'),
    subscriptionPlan: text('subscription_plan').notNull().default('trial'),
    apiUsageCount: integer('api_usage_count').notNull().default(0),
    apiUsageLimit: integer('api_usage_limit').notNull().default(1000),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

/**
 * A business; the company fields of the register payload live here. Who works for it, and as
 * what, is `company_members` (team.ts): the person who registers is its first owner.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  industry: text('industry'),
  businessStage: text('business_stage'),
  employeeCount: integer('employee_count'),
  // Money is exact: integer centavos.
  monthlyRevenueCentavos: centavosColumn('monthly_revenue_cents'),
  foundedDate: date('founded_date', { mode: 'string' }),
  businessModel: text('business_model'),
  /** Cash as the owner last told us, on `cashBalanceOn`; null when unknown. */
  cashBalanceCentavos: centavosColumn('cash_balance_cents'),
  /**
   * The day (America/Mexico_City) the owner gave that balance: the cash today is it plus every
   * entry dated after it (figures/snapshot.ts#snapshotPart).
   */
  cashBalanceOn: date('cash_balance_on', { mode: 'string' }),
  /**
   * When the owner gave that balance: an entry dated on `cashBalanceOn` moves it only if it was
   * recorded after this moment (the balance already held what was recorded before). Null for a
   * balance given before it was kept: then only later days move it.
   */
  cashBalanceAt: timestamp('cash_balance_at', { withTimezone: true }),
  /** The balance figures the owner may give (issue 12); null when not said. */
  receivablesCentavos: centavosColumn('receivables_cents'),
  payablesCentavos: centavosColumn('payables_cents'),
  debtCentavos: centavosColumn('debt_cents'),
  equityCentavos: centavosColumn('equity_cents'),
  /** The company's RFC (issue 13): decides whether a CFDI was issued (income) or received. */
  rfc: text('rfc'),
  /**
   * The SAT regime (c_RegimenFiscal: '601', '612', '626'…; issue 32): how the provisional ISR is
   * estimated. Null until the owner says it.
   */
  taxRegime: text('tax_regime'),
  /**
   * The coeficiente de utilidad of the last annual return (LISR art. 14), for a regime whose
   * provisional ISR is income × coefficient × 30 %; null until the owner gives it.
   */
  profitCoefficient: numeric('profit_coefficient', { precision: 6, scale: 4, mode: 'number' }),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /**
   * Bumped by triggers (migration 0005) whenever the company's row, products, costs or entries
   * change: figures computed from an unchanged version can be reused (lib/figures-memo.ts).
   */
  dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

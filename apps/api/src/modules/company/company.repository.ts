import { type Centavos, centavos } from '@caudal/finance';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { cashOnSql } from '../../figures/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChanges = PgUpdateSetSource<typeof companies>;
/** The row, and the cash on the day it was read (the balance moved by the entries since). */
export type CompanyToday = CompanyRow & { cashTodayCentavos: Centavos | null };

/** The company's cash on `today`, as GET /api/company shows it and its forms start from. */
export const cashToday = (today: string) =>
  cashOnSql(today, {
    id: sql`${companies.id}`,
    balance: sql`${companies.cashBalanceCentavos}`,
    on: sql`${companies.cashBalanceOn}`,
    at: sql`${companies.cashBalanceAt}`,
  });

export async function findCompany(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<CompanyToday | null> {
  const [row] = await db
    .select({ ...getTableColumns(companies), cashToday: cashToday(today) })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const { cashToday: cash, ...company } = row;
  return { ...company, cashTodayCentavos: cash === null ? null : centavos(Number(cash)) };
}

export async function updateCompanyRow(db: Queryable, companyId: string, changes: CompanyChanges) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Marks the onboarding done the first time; later calls keep the first date. */
export const ONBOARDING_DONE_NOW = sql`coalesce(${companies.onboardingCompletedAt}, now())`;
/** The moment a cash balance is given: the writing transaction's (entries' created_at too). */
export const BALANCE_GIVEN_NOW = sql`now()`;

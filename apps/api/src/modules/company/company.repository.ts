import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChanges = PgUpdateSetSource<typeof companies>;

export async function findCompany(db: Queryable, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
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

import type { BusinessStage, Company, Industry, UpdateCompanyRequest } from '@caudal/contracts';
import { toCentavos, toPesos } from '@caudal/finance';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

type CompanyRow = typeof companies.$inferSelect;

export const companyView = (row: CompanyRow): Company => ({
  name: row.name,
  industry: row.industry as Industry | null,
  foundedDate: row.foundedDate,
  employees: row.employeeCount,
  businessModel: row.businessModel,
  stage: row.businessStage as BusinessStage | null,
  cashBalance: row.cashBalanceCents == null ? null : toPesos(row.cashBalanceCents),
  onboardingCompleted: row.onboardingCompletedAt != null,
});

export async function getCompany(db: Queryable, companyId: string): Promise<Company> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Empresa no encontrada');
  return companyView(row);
}

/** The fields present in `input` change; the rest stay. */
export function companyChanges(input: UpdateCompanyRequest): PgUpdateSetSource<typeof companies> {
  const changes: PgUpdateSetSource<typeof companies> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.industry !== undefined) changes.industry = input.industry;
  if (input.foundedDate !== undefined) changes.foundedDate = input.foundedDate;
  if (input.employees !== undefined) changes.employeeCount = input.employees;
  if (input.businessModel !== undefined) changes.businessModel = input.businessModel || null;
  if (input.stage !== undefined) changes.businessStage = input.stage;
  if (input.cashBalance !== undefined) {
    changes.cashBalanceCents = input.cashBalance === null ? null : toCentavos(input.cashBalance);
  }
  if (input.onboardingCompleted !== undefined) {
    changes.onboardingCompletedAt = input.onboardingCompleted
      ? sql`coalesce(${companies.onboardingCompletedAt}, now())`
      : null;
  }
  return changes;
}

export async function updateCompany(db: Queryable, companyId: string, input: UpdateCompanyRequest) {
  const changes = companyChanges(input);
  if (Object.keys(changes).length > 0) {
    await db
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
  }
  return getCompany(db, companyId);
}

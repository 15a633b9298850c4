import type {
  BusinessStage,
  Company,
  Industry,
  UpdateCompanyRequestSchema,
  z,
} from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import {
  BALANCE_GIVEN_NOW,
  type CompanyChanges,
  type CompanyToday,
  findCompany,
  ONBOARDING_DONE_NOW,
  updateCompanyRow,
} from './company.repository.ts';

export type CompanyUpdate = z.output<typeof UpdateCompanyRequestSchema>;

/** The company as the API shows it: its cash is the cash on the day it was read. */
export const companyView = (row: CompanyToday): Company => ({
  name: row.name,
  industry: row.industry as Industry | null,
  foundedDate: row.foundedDate,
  employees: row.employeeCount,
  businessModel: row.businessModel,
  stage: row.businessStage as BusinessStage | null,
  cashBalance: row.cashTodayCentavos,
  cashBalanceGiven:
    row.cashBalanceCentavos === null || row.cashBalanceOn === null
      ? null
      : {
          amount: row.cashBalanceCentavos,
          on: row.cashBalanceOn,
          at: row.cashBalanceAt?.toISOString() ?? null,
        },
  receivables: row.receivablesCentavos,
  payables: row.payablesCentavos,
  debt: row.debtCentavos,
  equity: row.equityCentavos,
  rfc: row.rfc,
  taxRegime: row.taxRegime,
  profitCoefficient: row.profitCoefficient,
  onboardingCompleted: row.onboardingCompletedAt != null,
});

export async function getCompany(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<Company> {
  const row = await findCompany(db, companyId, today);
  if (!row) throw notFound('Empresa no encontrada');
  return companyView(row);
}

/**
 * The fields present in `input` change; the rest stay. A cash balance is the cash on `today`
 * (America/Mexico_City) at this moment: entries dated after today, or dated today and recorded
 * after now, move it (figures/cash.ts#cashOnSql).
 */
export function companyChanges(input: CompanyUpdate, today: string): CompanyChanges {
  const changes: CompanyChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.industry !== undefined) changes.industry = input.industry;
  if (input.foundedDate !== undefined) changes.foundedDate = input.foundedDate;
  if (input.employees !== undefined) changes.employeeCount = input.employees;
  if (input.businessModel !== undefined) changes.businessModel = input.businessModel || null;
  if (input.stage !== undefined) changes.businessStage = input.stage;
  if (input.cashBalance !== undefined) {
    const on = input.cashBalanceOn ?? today;
    if (on > today)
      throw badRequest('La fecha del saldo no puede ser posterior a hoy.', 'cashBalanceOn');
    changes.cashBalanceCentavos = input.cashBalance;
    changes.cashBalanceOn = input.cashBalance === null ? null : on;
    // The moment it was given: what is recorded for today after it moves it (figures/cash.ts).
    // A balance of an earlier day (a statement's closing one) already holds that whole day.
    changes.cashBalanceAt =
      input.cashBalance === null || input.cashBalanceOn !== undefined ? null : BALANCE_GIVEN_NOW;
  } else if (input.cashBalanceOn !== undefined) {
    throw badRequest('Indica el saldo de esa fecha.', 'cashBalance');
  }
  if (input.receivables !== undefined) changes.receivablesCentavos = input.receivables;
  if (input.payables !== undefined) changes.payablesCentavos = input.payables;
  if (input.debt !== undefined) changes.debtCentavos = input.debt;
  if (input.equity !== undefined) changes.equityCentavos = input.equity;
  if (input.rfc !== undefined) changes.rfc = input.rfc;
  if (input.taxRegime !== undefined) changes.taxRegime = input.taxRegime;
  if (input.profitCoefficient !== undefined) changes.profitCoefficient = input.profitCoefficient;
  if (input.onboardingCompleted !== undefined) {
    changes.onboardingCompletedAt = input.onboardingCompleted ? ONBOARDING_DONE_NOW : null;
  }
  return changes;
}

/** PUT /api/company: saves the changes and tells the rest of the app the company changed. */
export async function updateCompany(
  { db, events, clock }: Pick<ModuleDeps, 'db' | 'events' | 'clock'>,
  auth: AuthContext,
  input: CompanyUpdate,
): Promise<Company> {
  return db.transaction(async (tx) => {
    await updateCompanyRow(tx, auth.companyId, companyChanges(input, clock.today()));
    await events.emit(
      'company-data-changed',
      { companyId: auth.companyId, userId: auth.userId, action: 'updated', kinds: ['company'] },
      { db: tx },
    );
    return getCompany(tx, auth.companyId, clock.today());
  });
}

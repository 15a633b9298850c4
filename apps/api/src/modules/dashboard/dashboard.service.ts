import type { Dashboard, DashboardPeriod } from '@caudal/contracts';
import { addMonths, dashboardView, periodRanges } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { getCompany } from '../company/company.service.ts';
import { hasAnyData, loadSnapshot, periodTotals } from '../metrics/metrics.repository.ts';
import * as repo from './dashboard.repository.ts';

const MONTHS_SHOWN = 24;

/** GET /api/dashboard: cards, series, health and break-even of one period ending `asOf`. */
export async function buildDashboard(
  db: Queryable,
  companyId: string,
  period: DashboardPeriod,
  asOf: string,
): Promise<Dashboard> {
  const { current, previous } = periodRanges(period, asOf);
  const monthsFrom = `${addMonths(asOf, -(MONTHS_SHOWN - 1)).slice(0, 7)}-01`;
  const [company, snapshot, totals, monthly, expenseCategories, daily, hasData] = await Promise.all(
    [
      getCompany(db, companyId),
      loadSnapshot(db, companyId),
      periodTotals(db, companyId, current, previous),
      repo.monthlyTotals(db, companyId, { from: monthsFrom, to: asOf }),
      repo.expenseCategories(db, companyId, current),
      repo.dailyTotals(db, companyId, current),
      hasAnyData(db, companyId),
    ],
  );
  return dashboardView({
    period,
    asOf,
    company: {
      name: company.name,
      industry: company.industry,
      employees: company.employees,
      stage: company.stage,
    },
    hasData,
    snapshot,
    totals,
    monthly,
    expenseCategories,
    daily,
  });
}

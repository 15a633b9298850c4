import type { Dashboard, DashboardPeriod } from '@caudal/contracts';
import { addMonths, dashboardView, periodRanges } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  dailyTotalsPart,
  dashboardCompanyPart,
  expenseCategoriesPart,
  hasAnyDataPart,
  loadCompanyFigures,
  monthlyTotalsPart,
  periodTotalsPart,
  snapshotPart,
} from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import { notFound } from '../../lib/http-error.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';

const MONTHS_SHOWN = 24;

const dashboards = createFiguresMemo<Dashboard>();

/**
 * GET /api/dashboard: cards, series, health and break-even of one period ending `asOf`,
 * computed once per version of the company's data.
 */
export function buildDashboard(
  db: Queryable,
  company: CompanyAt,
  period: DashboardPeriod,
  asOf: string,
): Promise<Dashboard> {
  return dashboards(`${company.companyId}|${period}|${asOf}`, company.dataVersion, () =>
    computeDashboard(db, company, period, asOf),
  );
}

async function computeDashboard(
  db: Queryable,
  company: CompanyAt,
  period: DashboardPeriod,
  asOf: string,
): Promise<Dashboard> {
  const { companyId } = company;
  const { current, previous } = periodRanges(period, asOf);
  const monthsFrom = `${addMonths(asOf, -(MONTHS_SHOWN - 1)).slice(0, 7)}-01`;
  const figures = loadCompanyFigures(db, company, asOf);
  const { profile, snapshot, totals, monthly, expenseCategories, daily, hasData } = await readParts(
    db,
    {
      profile: dashboardCompanyPart(companyId),
      snapshot: snapshotPart(companyId, asOf),
      totals: periodTotalsPart(companyId, current, previous),
      monthly: monthlyTotalsPart(companyId, { from: monthsFrom, to: asOf }),
      expenseCategories: expenseCategoriesPart(companyId, current),
      daily: dailyTotalsPart(companyId, current),
      hasData: hasAnyDataPart(companyId),
    },
  );
  if (!profile) throw notFound('Empresa no encontrada');
  return dashboardView({
    period,
    asOf,
    company: profile,
    figures: await figures,
    hasData,
    snapshot,
    totals,
    monthly,
    expenseCategories,
    daily,
  });
}

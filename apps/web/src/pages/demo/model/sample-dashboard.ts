import type { Dashboard, DashboardPeriod } from '@caudal/contracts';
import {
  addMonths,
  type CompanyFigures,
  type ComputedMetrics,
  companyFigures,
  computeMetrics,
  dashboardView,
  entryAggregates,
  figuresInputsFromEntries,
} from '@caudal/finance';
import { type SampleCompany, snapshotAt } from './sample-company.ts';

/**
 * The dashboard of the sample bakery on `day`, shaped like GET /api/dashboard so the app's own
 * dashboard cards draw it: finance's `dashboardView` and `companyFigures`, the functions the API
 * calls, fed with the data set's dated entries summed in the browser instead of in SQL.
 */
export function sampleDashboard(
  company: SampleCompany,
  day: string,
  options: { period?: DashboardPeriod; months?: number } = {},
): { dashboard: Dashboard; metrics: ComputedMetrics; figures: CompanyFigures } {
  const { period = '30d', months = 12 } = options;
  const snapshot = snapshotAt(company, day);
  // The figures core, on the sample's entries up to that day (the API reads them from SQL).
  const figures = companyFigures(
    figuresInputsFromEntries(
      company.data.entries.filter((e) => e.date <= day),
      { asOf: day, snapshot },
    ),
  );
  const { company: profile } = company.data;
  const dashboard = dashboardView({
    period,
    asOf: day,
    company: {
      name: profile.name,
      industry: profile.industry,
      employees: profile.employees,
      stage: profile.stage,
    },
    hasData: true,
    snapshot,
    figures,
    ...entryAggregates(company.data.entries, {
      period,
      asOf: day,
      monthsFrom: `${addMonths(day, -(months - 1)).slice(0, 7)}-01`,
    }),
  });
  return { dashboard, metrics: computeMetrics(snapshot), figures };
}

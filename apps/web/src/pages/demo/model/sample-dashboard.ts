import type { Dashboard, DashboardPeriod } from '@caudal/contracts';
import {
  addMonths,
  type ComputedMetrics,
  computeMetrics,
  dashboardView,
  entryAggregates,
} from '@caudal/finance';
import { type SampleCompany, snapshotAt } from './sample-company.ts';

/**
 * The dashboard of the sample bakery on `day`, shaped like GET /api/dashboard so the app's own
 * dashboard cards draw it: finance's `dashboardView`, the function the API calls, fed with the
 * data set's dated entries summed in the browser instead of in SQL.
 */
export function sampleDashboard(
  company: SampleCompany,
  day: string,
  options: { period?: DashboardPeriod; months?: number } = {},
): { dashboard: Dashboard; metrics: ComputedMetrics } {
  const { period = '30d', months = 12 } = options;
  const snapshot = snapshotAt(company, day);
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
    ...entryAggregates(company.data.entries, {
      period,
      asOf: day,
      monthsFrom: `${addMonths(day, -(months - 1)).slice(0, 7)}-01`,
    }),
  });
  return { dashboard, metrics: computeMetrics(snapshot) };
}

import type { Dashboard, DashboardPeriod } from '@caudal/contracts';
import {
  addDays,
  addMonths,
  type ComputedMetrics,
  computeMetrics,
  costBreakdown,
  dashboardStats,
  type MoneyStat,
  percent,
  periodRanges,
  toPesos,
} from '@caudal/finance';
import { entriesIn, type SampleCompany, snapshotAt, totalsOf } from './sample-company.ts';

const card = (stat: MoneyStat) => ({
  value: toPesos(stat.valueCentavos),
  previous: stat.previousCentavos === null ? null : toPesos(stat.previousCentavos),
  changePercent: stat.change,
  trend: stat.trend,
});

/** Income and expenses by calendar month, the last `months` months up to `day` (oldest first). */
export function monthlySeries(
  company: SampleCompany,
  day: string,
  months: number,
): Dashboard['monthly'] {
  const from = `${addMonths(day, -(months - 1)).slice(0, 7)}-01`;
  const byMonth = new Map<string, { income: number; expense: number }>();
  for (const e of entriesIn(company, { from, to: day })) {
    const key = e.date.slice(0, 7);
    const month = byMonth.get(key) ?? { income: 0, expense: 0 };
    month[e.type === 'income' ? 'income' : 'expense'] += e.amountCentavos;
    byMonth.set(key, month);
  }
  return [...byMonth].map(([month, m]) => ({
    month,
    revenue: toPesos(m.income),
    expenses: toPesos(m.expense),
    profit: toPesos(m.income - m.expense),
  }));
}

/**
 * The dashboard of the sample bakery on `day`, shaped like GET /api/dashboard so the app's own
 * dashboard cards draw it: the same finance functions over the data set's dated entries.
 */
export function sampleDashboard(
  company: SampleCompany,
  day: string,
  options: { period?: DashboardPeriod; months?: number } = {},
): { dashboard: Dashboard; metrics: ComputedMetrics } {
  const { period = '30d', months = 12 } = options;
  const { current, previous } = periodRanges(period, day);
  const periodEntries = entriesIn(company, current);
  const metrics = computeMetrics(snapshotAt(company, day));
  const stats = dashboardStats({
    period,
    current: totalsOf(periodEntries),
    previous: totalsOf(entriesIn(company, previous)),
  });
  const categories = costBreakdown(periodEntries.filter((e) => e.type === 'expense'));
  const totalExpenses = categories.reduce((acc, c) => acc + c.amountCentavos, 0);
  const daily = new Map<string, { inflow: number; outflow: number }>();
  for (const e of periodEntries) {
    const d = daily.get(e.date) ?? { inflow: 0, outflow: 0 };
    d[e.type === 'income' ? 'inflow' : 'outflow'] += e.amountCentavos;
    daily.set(e.date, d);
  }
  const days: Dashboard['daily'] = [];
  for (let date = current.from; date <= current.to; date = addDays(date, 1)) {
    const found = daily.get(date);
    days.push({ date, inflow: toPesos(found?.inflow ?? 0), outflow: toPesos(found?.outflow ?? 0) });
  }
  const { company: profile } = company.data;
  const dashboard: Dashboard = {
    period,
    from: current.from,
    to: current.to,
    company: {
      name: profile.name,
      industry: profile.industry,
      employees: profile.employees,
      stage: profile.stage,
    },
    hasData: true,
    estimated: stats.estimated,
    cards: {
      revenue: card(stats.revenue),
      expenses: card(stats.expenses),
      netProfit: card(stats.netProfit),
      cashFlowStatus: {
        status: stats.cashFlowStatus.status,
        label: stats.cashFlowStatus.label,
        netMarginPercent: stats.cashFlowStatus.flowMargin,
      },
    },
    monthly: monthlySeries(company, day, months),
    expensesByCategory: categories.map((c) => ({
      category: c.category,
      amount: toPesos(c.amountCentavos),
      percent: percent(c.amountCentavos, totalExpenses) ?? 0,
    })),
    daily: days,
    health: { score: metrics.healthScore, parts: metrics.healthScoreParts },
    breakEven: {
      units: metrics.breakEvenUnits,
      revenue: metrics.breakEvenRevenue === null ? null : toPesos(metrics.breakEvenRevenue),
      reason: metrics.notes.breakEvenUnits ?? metrics.notes.breakEvenRevenue ?? null,
    },
  };
  return { dashboard, metrics };
}

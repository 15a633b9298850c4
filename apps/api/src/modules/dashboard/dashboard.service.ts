import type { Dashboard, DashboardPeriod, MetricsSummaryResponse } from '@caudal/contracts';
import {
  addDays,
  addMonths,
  computeMetrics,
  costBreakdown,
  dashboardStats,
  type MoneyStat,
  PERIOD_MULTIPLIERS,
  percent,
  periodRanges,
  projectedMonthEntries,
  metricsSummary as summarize,
  toPesos,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { todayInMexicoCity } from '../../lib/today.ts';
import { getCompany } from '../company/company.service.ts';
import { companyMetrics, loadSnapshot } from '../metrics/metrics.service.ts';
import * as repo from './dashboard.repository.ts';

const MONTHS_SHOWN = 24;

const card = (stat: MoneyStat) => ({
  value: toPesos(stat.valueCentavos),
  previous: stat.previousCentavos === null ? null : toPesos(stat.previousCentavos),
  changePercent: stat.change,
  trend: stat.trend,
});

/** GET /api/dashboard: cards, series, health and break-even of one period, ending today. */
export async function buildDashboard(
  db: Queryable,
  companyId: string,
  period: DashboardPeriod,
  asOf: string = todayInMexicoCity(),
): Promise<Dashboard> {
  const { current, previous } = periodRanges(period, asOf);
  const monthsFrom = `${addMonths(asOf, -(MONTHS_SHOWN - 1)).slice(0, 7)}-01`;
  const [company, snapshot, totals, monthly, recorded, daily, hasData] = await Promise.all([
    getCompany(db, companyId),
    loadSnapshot(db, companyId),
    repo.periodTotals(db, companyId, current, previous),
    repo.monthlyTotals(db, companyId, { from: monthsFrom, to: asOf }),
    repo.expenseCategories(db, companyId, current),
    repo.dailyTotals(db, companyId, current),
    repo.hasAnyData(db, companyId),
  ]);
  const metrics = computeMetrics(snapshot);
  const stats = dashboardStats({
    period,
    current: totals.current,
    previous: totals.previous,
    monthly: hasData
      ? {
          revenueCentavos: metrics.monthlyRevenue,
          expensesCentavos: metrics.monthlyVariableCosts + metrics.monthlyFixedCosts,
        }
      : null,
  });
  // A period without entries shows the estimated split of its costs: the month's projected
  // expenses (fixed costs by category, variable costs under 'Producción') × the multiplier.
  const categories = stats.estimated
    ? costBreakdown(
        projectedMonthEntries(snapshot, current.from)
          .filter((e) => e.type === 'expense')
          .map((e) => ({
            category: e.category,
            amountCentavos: e.amountCentavos * PERIOD_MULTIPLIERS[period],
          })),
      ).map((c) => ({ category: c.category, amountCents: c.amountCentavos }))
    : recorded;
  const totalExpenses = categories.reduce((acc, c) => acc + c.amountCents, 0);
  const days: Dashboard['daily'] = [];
  for (let date = current.from; date <= current.to; date = addDays(date, 1)) {
    const found = daily.get(date);
    days.push({
      date,
      inflow: toPesos(found?.incomeCents ?? 0),
      outflow: toPesos(found?.expenseCents ?? 0),
    });
  }
  const breakEvenReason = metrics.notes.breakEvenUnits ?? metrics.notes.breakEvenRevenue ?? null;
  return {
    period,
    from: current.from,
    to: current.to,
    company: {
      name: company.name,
      industry: company.industry,
      employees: company.employees,
      stage: company.stage,
    },
    hasData,
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
    monthly: monthly.map((m) => ({
      month: m.month,
      revenue: toPesos(m.incomeCents),
      expenses: toPesos(m.expenseCents),
      profit: toPesos(m.incomeCents - m.expenseCents),
    })),
    expensesByCategory: categories.map((c) => ({
      category: c.category,
      amount: toPesos(c.amountCents),
      percent: percent(c.amountCents, totalExpenses) ?? 0,
    })),
    daily: days,
    health: { score: metrics.healthScore, parts: metrics.healthScoreParts },
    breakEven: {
      units: metrics.breakEvenUnits,
      revenue: metrics.breakEvenRevenue === null ? null : toPesos(metrics.breakEvenRevenue),
      reason: breakEvenReason,
    },
  };
}

const TONE_COLORS = { good: 'green', warning: 'yellow', bad: 'red' } as const;

/** The header's two figures: the health score and the last 30 days' cash-flow status. */
export async function metricsSummary(
  db: Queryable,
  companyId: string,
  asOf: string = todayInMexicoCity(),
): Promise<MetricsSummaryResponse> {
  const { current, previous } = periodRanges('30d', asOf);
  const [metrics, totals, hasData] = await Promise.all([
    companyMetrics(db, companyId),
    repo.periodTotals(db, companyId, current, previous),
    repo.hasAnyData(db, companyId),
  ]);
  if (!hasData) {
    return {
      success: true,
      summary: {
        primary: { label: 'Salud financiera', value: 'Sin datos', color: 'gray' },
        status: { label: 'Flujo de caja', value: 'Sin datos', color: 'gray' },
      },
    };
  }
  const stats = dashboardStats({
    period: '30d',
    current: totals.current,
    previous: totals.previous,
    monthly: {
      revenueCentavos: metrics.monthlyRevenue,
      expensesCentavos: metrics.monthlyVariableCosts + metrics.monthlyFixedCosts,
    },
  });
  const { primary, status } = summarize({
    healthScore: metrics.healthScore,
    cashFlowStatus: stats.cashFlowStatus.status,
  });
  return {
    success: true,
    summary: {
      primary: { ...primary, color: TONE_COLORS[primary.color] },
      status: { ...status, color: TONE_COLORS[status.color] },
    },
  };
}

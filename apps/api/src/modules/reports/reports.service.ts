import {
  REPORT_TYPE_LABELS,
  type Report,
  type ReportKpi,
  type ReportKpisResponse,
  type ReportType,
} from '@caudal/contracts';
import {
  addDays,
  averageIncomePerMovement,
  type Centavos,
  cacCeiling,
  centavos,
  isMarketingCategory,
  percent,
  periodCustomers,
  periodExpenses,
  periodRevenue,
  type ReportKpiInput,
  type ReportPeriodDays,
  reportBusinessInsights,
  reportKpis,
  reportRows,
  reportSteps,
  reportSummary,
  revenueBreakdown,
  rowCustomers,
  sumCentavos,
  unitEconomicsFigures,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { readParts } from '../../db/parts.ts';
import {
  customerRecordsPart,
  dashboardCompanyPart,
  expenseCategoriesPart,
  loadUnitEconomicsView,
  periodTotalsPart,
} from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import {
  DEFAULT_KPI_SETTINGS,
  incomeCategoriesPart,
  type KpiSettings,
  readKpiSettings,
  reportDaysPart,
} from './reports.repository.ts';

export const REPORT_NOTES = {
  noEntries:
    'Sin movimientos registrados en el periodo: las cifras están en cero. Registra tus ingresos y gastos para ver tu reporte.',
  noUnits:
    'Tus movimientos no registran unidades vendidas: la columna de unidades queda vacía (no la inventamos).',
  customersByMonth:
    'Tus clientes se registran por mes: cada fila muestra los clientes activos del mes en que cae.',
  noCustomers:
    'Sin registros de clientes en el periodo: la columna de clientes queda vacía. Regístralos en Economía unitaria › Tus clientes por mes.',
  noProducts: 'Sin productos registrados no hay LTV ni COCA.',
  estimatedSplit:
    'Tus ingresos no tienen categorías: el reparto 60/25/15 entre producto principal, servicios y consultoría es una estimación.',
} as const;

/** Everything any report type shows, computed once per data version, period and day. */
type ReportFigures = Omit<
  Report,
  | 'report_type'
  | 'title'
  | 'revenue_breakdown'
  | 'expense_breakdown'
  | 'operations'
  | 'marketing'
  | 'kpis'
> &
  Required<Pick<Report, 'revenue_breakdown' | 'expense_breakdown' | 'operations' | 'marketing'>> & {
    /** The KPIs' inputs: the owner's choice and targets apply on each read, outside the memo. */
    kpiInput: ReportKpiInput;
  };

const memo = createFiguresMemo<ReportFigures>();

/**
 * The company's figures for the `days` days ending `asOf`: one statement over `cash_flow_daily`
 * (days, totals against the period before, categories), the customer records and the profile,
 * plus the unit-economics view (LTV and COCA as the unit-economics screen computes them).
 */
function reportFigures(
  db: Queryable,
  company: CompanyAt,
  days: ReportPeriodDays,
  asOf: string,
): Promise<ReportFigures> {
  const { companyId, dataVersion } = company;
  return memo(`${companyId}|${days}|${asOf}`, dataVersion, async () => {
    const { from, to, step, steps } = reportSteps(days, asOf);
    const current = { from, to };
    const previous = { from: addDays(from, -days), to: addDays(from, -1) };
    const [parts, ue] = await Promise.all([
      readParts(db, {
        company: dashboardCompanyPart(companyId),
        totals: periodTotalsPart(companyId, current, previous),
        days: reportDaysPart(companyId, current),
        income: incomeCategoriesPart(companyId, current),
        expenses: expenseCategoriesPart(companyId, current),
        records: customerRecordsPart(companyId),
      }),
      loadUnitEconomicsView(db, companyId, asOf),
    ]);
    const assumed: string[] = [];
    const { totals } = parts;
    const rows = reportRows(steps, parts.days);
    const prev = totals.previous;
    const summary = reportSummary(rows, periodRevenue(prev));
    const previousSummary = reportSummary(
      reportRows(
        [previous],
        [
          {
            date: previous.from,
            incomeCentavos: prev.incomeCentavos,
            expenseCentavos: prev.expenseCentavos,
            incomeNetCentavos: periodRevenue(prev),
            expenseNetCentavos: periodExpenses(prev),
            ownerInCentavos: prev.ownerInCentavos,
            ownerOutCentavos: prev.ownerOutCentavos,
          },
        ],
      ),
      centavos(0),
    );
    if (parts.days.length === 0) assumed.push(REPORT_NOTES.noEntries);

    const all = ue.options[0];
    const unit = all ? unitEconomicsFigures(all.inputs) : null;
    if (unit === null) assumed.push(REPORT_NOTES.noProducts);
    else assumed.push(...ue.assumed.map((note) => `Unit economics: ${note}.`));
    const ltv = unit?.results.ltvCentavos ?? null;
    const coca = unit?.results.cocaCentavos ?? null;
    const ltvCoca = unit?.results.ltvCocaRatio ?? null;

    const customers = periodCustomers(current, parts.records);
    if (customers.activeCustomers === null) assumed.push(REPORT_NOTES.noCustomers);
    else if (step !== 'month') assumed.push(REPORT_NOTES.customersByMonth);
    assumed.push(REPORT_NOTES.noUnits);

    const split = revenueBreakdown(parts.income, summary.revenueCentavos);
    if (split.estimated && summary.revenueCentavos > 0) assumed.push(REPORT_NOTES.estimatedSplit);
    const marketingSpend = sumCentavos(
      parts.expenses.filter((c) => isMarketingCategory(c.category)).map((c) => c.amountCentavos),
    );
    const slice = (name: string, value: Centavos, total: Centavos) => ({
      name,
      value,
      percent: percent(value, total),
    });
    return {
      company_name: parts.company?.name ?? 'Tu empresa',
      generated_on: asOf,
      period_days: days,
      period: current,
      step,
      financial_summary: {
        total_revenue: summary.revenueCentavos,
        total_expenses: summary.expensesCentavos,
        net_profit: summary.netProfitCentavos,
        average_cash_flow: summary.averageCashFlowCentavos,
        net_cash_flow: summary.netCashFlowCentavos,
        owner_contributions: totals.current.ownerInCentavos,
        owner_withdrawals: totals.current.ownerOutCentavos,
        net_margin: summary.netMargin,
      },
      unit_economics: {
        ltv,
        coca,
        ltv_coca_ratio: ltvCoca,
        customers_needed: unit?.customersNeeded ?? null,
        roi: summary.roi,
      },
      growth_metrics: {
        revenue_growth: summary.revenueGrowth,
        previous_revenue: periodRevenue(prev),
      },
      detailed_data: rows.map((r) => ({
        date: r.from,
        end: r.to,
        revenue: r.revenueCentavos,
        expenses: r.expensesCentavos,
        profit: r.profitCentavos,
        cash_flow: r.cashFlowCentavos,
        customers: rowCustomers(r, parts.records),
        units_sold: null,
      })),
      insights: reportBusinessInsights({
        revenueCentavos: summary.revenueCentavos,
        netProfitCentavos: summary.netProfitCentavos,
        ltvCocaRatio: ltvCoca,
        cashFlowCentavos: summary.netCashFlowCentavos,
      }),
      revenue_breakdown: {
        estimated: split.estimated,
        slices: split.slices.map((s) => ({
          name: s.name,
          value: s.valueCentavos,
          percent: s.percent,
        })),
      },
      expense_breakdown: parts.expenses.map((c) =>
        slice(c.category, c.amountCentavos, summary.expensesCentavos),
      ),
      operations: {
        income_entries: totals.current.incomeCount,
        expense_entries: totals.current.expenseCount,
        average_ticket: averageIncomePerMovement(
          summary.revenueCentavos,
          totals.current.incomeCount,
        ),
        active_customers: customers.activeCustomers,
        units_sold: null,
      },
      marketing: {
        marketing_spend: marketingSpend,
        new_customers: customers.newCustomers,
        cac_ceiling: ltv === null ? null : cacCeiling(ltv).ceilingCentavos,
        ltv_coca_label: unit?.label ?? null,
      },
      kpiInput: {
        current: summary,
        previous: previousSummary,
        ltvCentavos: ltv,
        cocaCentavos: coca,
        ltvCocaRatio: ltvCoca,
        customersNeeded: unit?.customersNeeded ?? null,
        customers: {
          ...customers,
          averageIncomePerMovementCentavos: averageIncomePerMovement(
            summary.revenueCentavos,
            totals.current.incomeCount,
          ),
        },
        previousCustomers: {
          ...periodCustomers(previous, parts.records),
          averageIncomePerMovementCentavos: averageIncomePerMovement(
            periodRevenue(prev),
            prev.incomeCount,
          ),
        },
      },
      assumed,
    };
  });
}

/** Every KPI with the company's choice and targets applied, on the wire's names. */
function kpisOf(f: ReportFigures, settings: KpiSettings): ReportKpi[] {
  const followed = new Set<string>(settings.followed);
  return reportKpis(f.kpiInput, settings.targets).map(({ targetSource, defaultTarget, ...k }) => ({
    ...k,
    target_source: targetSource,
    default_target: defaultTarget,
    followed: followed.has(k.id),
  }));
}

/**
 * What each type shows besides the summary, unit economics, growth, detail and insights:
 * financial the revenue and expense breakdowns; operational the operations block and the
 * expense breakdown; marketing the marketing block; comprehensive all of them and the followed
 * KPIs.
 */
export async function buildReport(
  db: Queryable,
  company: CompanyAt,
  type: ReportType,
  days: ReportPeriodDays,
  asOf: string,
): Promise<Report> {
  const [f, settings] = await Promise.all([
    reportFigures(db, company, days, asOf),
    type === 'comprehensive' ? readKpiSettings(db, company.companyId) : null,
  ]);
  const { revenue_breakdown, expense_breakdown, operations, marketing, kpiInput: _, ...common } = f;
  const base = { report_type: type, title: REPORT_TYPE_LABELS[type], ...common };
  switch (type) {
    case 'financial':
      return { ...base, revenue_breakdown, expense_breakdown };
    case 'operational':
      return { ...base, operations, expense_breakdown };
    case 'marketing':
      return { ...base, marketing };
    case 'comprehensive': {
      const kpis = kpisOf(f, settings ?? DEFAULT_KPI_SETTINGS).filter((k) => k.followed);
      return { ...base, revenue_breakdown, expense_breakdown, operations, marketing, kpis };
    }
  }
}

/** GET /api/reports/kpis: every KPI of the period, the followed ones marked. */
export async function buildReportKpis(
  db: Queryable,
  company: CompanyAt,
  days: ReportPeriodDays,
  asOf: string,
): Promise<ReportKpisResponse> {
  const [f, settings] = await Promise.all([
    reportFigures(db, company, days, asOf),
    readKpiSettings(db, company.companyId),
  ]);
  return { period_days: days, from: f.period.from, to: f.period.to, kpis: kpisOf(f, settings) };
}

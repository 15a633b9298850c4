import { FIGURE_LEVEL_LABELS, FIGURE_LEVEL_TONES, type FigureLevel, worseLevel } from './bands.ts';
import { costBreakdown } from './costs.ts';
import {
  type DashboardPeriod,
  type DateRange,
  dashboardStats,
  PERIOD_MULTIPLIERS,
  type PeriodTotals,
  periodRanges,
} from './dashboard.ts';
import { addDays } from './dates.ts';
import type {
  CompanyFigures,
  FiguresBasis,
  FiguresInputs,
  FigureThresholds,
  HealthParts,
} from './figures.ts';
import { computeMetrics, type FinancialSnapshot } from './metrics.ts';
import { type Centavos, centavos, sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { percent, roundCentavos } from './numbers.ts';
import { isOwnerCategory } from './owner-movements.ts';
import { projectedMonthEntries } from './projected-entries.ts';
import type { Tone, Trend } from './types.ts';

/**
 * A month's recorded income and expenses (`month` is `YYYY-MM`), without owner movements: the
 * months compare the business's revenue, costs and profit.
 */
export type MonthTotals = { month: string; incomeCentavos: Centavos; expenseCentavos: Centavos };
/** A day's money in and out: every entry, owner movements included (it is cash). */
export type DayTotals = { incomeCentavos: Centavos; expenseCentavos: Centavos };
export type CategoryTotal = { category: string; amountCentavos: Centavos };

/**
 * What the dashboard is made of, however it was read: the API sums the company's entries in
 * SQL, the public demo sums the sample data set in the browser (`entryAggregates`).
 */
export type DashboardInputs<Company> = {
  period: DashboardPeriod;
  /** The period ends on this day (inclusive). */
  asOf: string;
  company: Company;
  /** False when the company has entered nothing at all (no entries, products or costs). */
  hasData: boolean;
  /** The catalogue: the estimate's expense split and the break-even. */
  snapshot: FinancialSnapshot;
  /** The company's figures (figures.ts): the cash, its runway, the health score. */
  figures: CompanyFigures;
  totals: { current: PeriodTotals; previous: PeriodTotals };
  /** Oldest first. */
  monthly: readonly MonthTotals[];
  /** The current period's recorded expenses by category (owner withdrawals are not). */
  expenseCategories: readonly CategoryTotal[];
  /** The current period's days that have entries, by `YYYY-MM-DD`. */
  daily: ReadonlyMap<string, DayTotals>;
};

type MoneyCard = {
  value: Centavos;
  previous: Centavos | null;
  changePercent: number | null;
  trend: Trend;
};

/** The dashboard of a period, as GET /api/dashboard sends it (money in centavos). */
export type DashboardView<Company> = {
  period: DashboardPeriod;
  from: string;
  to: string;
  company: Company;
  hasData: boolean;
  estimated: boolean;
  cards: {
    revenue: MoneyCard;
    expenses: MoneyCard;
    netProfit: MoneyCard;
    cashFlowStatus: {
      status: ReturnType<typeof dashboardStats>['cashFlowStatus']['status'];
      label: string;
      /** The period's net cash flow over its income, percent. */
      flowMarginPercent: number | null;
    };
  };
  /** What the cash, its runway and the health score are computed from. */
  basis: FiguresBasis;
  /** The cash today and how long it lasts (it drives the status when worse). */
  cash: {
    balance: Centavos | null;
    runwayMonths: number | null;
    level: FigureLevel | null;
    tone: Tone | null;
    note: string | null;
  };
  monthly: { month: string; revenue: Centavos; expenses: Centavos; profit: Centavos }[];
  expensesByCategory: { category: string; amount: Centavos; percent: number }[];
  daily: { date: string; inflow: Centavos; outflow: Centavos }[];
  health: {
    score: number | null;
    level: FigureLevel | null;
    parts: HealthParts;
    note: string | null;
  };
  breakEven: { units: number | null; revenue: Centavos | null; reason: string | null };
};

const card = (stat: ReturnType<typeof dashboardStats>['revenue']): MoneyCard => ({
  value: stat.valueCentavos,
  previous: stat.previousCentavos,
  changePercent: stat.change,
  trend: stat.trend,
});

/**
 * The dashboard of one period: the four cards against the period before, the monthly series,
 * the period's expenses by category, every day of the period, the health score and the
 * break-even. A period without entries shows the typical month × the period's multiplier,
 * labelled `estimated`, with its expense split from the projected month. Book: chapters 1–3.
 */
export function dashboardView<Company>(input: DashboardInputs<Company>): DashboardView<Company> {
  const { period, asOf, snapshot, totals, figures } = input;
  const { current } = periodRanges(period, asOf);
  const metrics = computeMetrics(snapshot);
  // A period without entries is estimated only when the company has no recorded movements to
  // go by (the figures' basis is the catalogue); otherwise its zeros are real.
  const stats = dashboardStats({
    period,
    current: totals.current,
    previous: totals.previous,
    monthly:
      figures.basis.source === 'estimate'
        ? { revenueCentavos: figures.month.revenue, expensesCentavos: figures.month.expenses }
        : null,
  });
  const categories: readonly CategoryTotal[] = stats.estimated
    ? costBreakdown(
        projectedMonthEntries(snapshot, current.from)
          .filter((e) => e.type === 'expense')
          .map((e) => ({
            category: e.category,
            amountCentavos: roundCentavos(e.amountCentavos * PERIOD_MULTIPLIERS[period]),
          })),
      )
    : input.expenseCategories;
  const cashLevel = figures.cashAlarm ?? (figures.cash.value === null ? null : 'good');
  const status = worseLevel(stats.cashFlowStatus.status, figures.cashAlarm);
  const totalExpenses = sumCentavos(categories.map((c) => c.amountCentavos));
  const days: DashboardView<Company>['daily'] = [];
  for (let date = current.from; date <= current.to; date = addDays(date, 1)) {
    const found = input.daily.get(date);
    days.push({
      date,
      inflow: found?.incomeCentavos ?? ZERO_CENTAVOS,
      outflow: found?.expenseCentavos ?? ZERO_CENTAVOS,
    });
  }
  return {
    period,
    from: current.from,
    to: current.to,
    company: input.company,
    hasData: input.hasData,
    estimated: stats.estimated,
    cards: {
      revenue: card(stats.revenue),
      expenses: card(stats.expenses),
      netProfit: card(stats.netProfit),
      cashFlowStatus: {
        status,
        label: FIGURE_LEVEL_LABELS[status],
        flowMarginPercent: stats.cashFlowStatus.flowMargin,
      },
    },
    basis: figures.basis,
    cash: {
      balance: figures.cash.value,
      runwayMonths: figures.runwayMonths.value,
      level: cashLevel,
      tone: cashLevel === null ? null : FIGURE_LEVEL_TONES[cashLevel],
      note: figures.cash.note ?? figures.runwayMonths.note,
    },
    monthly: input.monthly.map((m) => ({
      month: m.month,
      revenue: m.incomeCentavos,
      expenses: m.expenseCentavos,
      profit: centavos(m.incomeCentavos - m.expenseCentavos),
    })),
    expensesByCategory: categories.map((c) => ({
      category: c.category,
      amount: c.amountCentavos,
      percent: percent(c.amountCentavos, totalExpenses) ?? 0,
    })),
    daily: days,
    health: {
      score: figures.healthScore.value,
      level: figures.healthScore.level,
      parts: figures.healthScore.parts,
      note: figures.healthScore.note,
    },
    breakEven: {
      units: metrics.breakEvenUnits,
      revenue: metrics.breakEvenRevenue,
      reason: metrics.notes.breakEvenUnits ?? metrics.notes.breakEvenRevenue ?? null,
    },
  };
}

export type DatedEntry = {
  date: string;
  type: 'income' | 'expense';
  amountCentavos: Centavos;
  category: string;
};

/**
 * The dashboard's sums from a list of dated entries, as the API reads them from SQL: the
 * period's totals and the one before (owner movements apart), the months from `monthsFrom` to
 * `asOf` and the period's expenses by category (largest first), both without owner movements,
 * and its days (every entry: they are cash). Book: chapters 1 and 2.
 */
export function entryAggregates(
  entries: readonly DatedEntry[],
  { period, asOf, monthsFrom }: { period: DashboardPeriod; asOf: string; monthsFrom: string },
): Pick<DashboardInputs<unknown>, 'totals' | 'monthly' | 'expenseCategories' | 'daily'> {
  const { current, previous } = periodRanges(period, asOf);
  const inRange = (e: DatedEntry, range: DateRange) => e.date >= range.from && e.date <= range.to;
  const months = new Map<string, { income: number; expense: number }>();
  const days = new Map<string, { income: number; expense: number }>();
  const categories = new Map<string, number>();
  for (const e of entries) {
    const income = e.type === 'income';
    if (inRange(e, current)) {
      const day = days.get(e.date) ?? { income: 0, expense: 0 };
      day[income ? 'income' : 'expense'] += e.amountCentavos;
      days.set(e.date, day);
    }
    if (isOwnerCategory(e.category)) continue;
    if (e.date >= monthsFrom && e.date <= asOf) {
      const key = e.date.slice(0, 7);
      const month = months.get(key) ?? { income: 0, expense: 0 };
      month[income ? 'income' : 'expense'] += e.amountCentavos;
      months.set(key, month);
    }
    if (inRange(e, current) && !income) {
      categories.set(e.category, (categories.get(e.category) ?? 0) + e.amountCentavos);
    }
  }

  return {
    totals: {
      current: periodTotalsOf(entries.filter((e) => inRange(e, current))),
      previous: periodTotalsOf(entries.filter((e) => inRange(e, previous))),
    },
    monthly: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month,
        incomeCentavos: centavos(m.income),
        expenseCentavos: centavos(m.expense),
      })),
    expenseCategories: [...categories]
      .map(([category, amount]) => ({ category, amountCentavos: centavos(amount) }))
      .sort((a, b) => b.amountCentavos - a.amountCentavos || a.category.localeCompare(b.category)),
    daily: new Map(
      [...days].map(([date, d]) => [
        date,
        { incomeCentavos: centavos(d.income), expenseCentavos: centavos(d.expense) },
      ]),
    ),
  };
}

/**
 * The sums of `entries` (already within one period): the business's income and expenses, and
 * the owners' movements apart. Book: chapter 1.
 */
export function periodTotalsOf(entries: readonly DatedEntry[]): PeriodTotals {
  const t = { income: 0, expense: 0, incomeCount: 0, expenseCount: 0 };
  const owner = { in: 0, out: 0, count: 0 };
  for (const e of entries) {
    const income = e.type === 'income';
    if (isOwnerCategory(e.category)) {
      owner[income ? 'in' : 'out'] += e.amountCentavos;
      owner.count += 1;
    } else if (income) {
      t.income += e.amountCentavos;
      t.incomeCount += 1;
    } else {
      t.expense += e.amountCentavos;
      t.expenseCount += 1;
    }
  }
  return {
    incomeCentavos: centavos(t.income),
    expenseCentavos: centavos(t.expense),
    incomeCount: t.incomeCount,
    expenseCount: t.expenseCount,
    ownerOutCentavos: centavos(owner.out),
    ownerInCentavos: centavos(owner.in),
    ownerCount: owner.count,
  };
}

/**
 * The figures core's inputs from a list of dated entries, as the API reads them from SQL: the
 * first movement's day, the sums of the complete months before `asOf`'s (the owners' apart)
 * and of the last 30 days and the 30 before (the public demo feeds `companyFigures` with its
 * sample entries this way). Book: chapter 3.
 */
export function figuresInputsFromEntries(
  entries: readonly DatedEntry[],
  input: { asOf: string; snapshot: FinancialSnapshot; thresholds?: FigureThresholds },
): FiguresInputs {
  const { asOf } = input;
  const upToToday = entries.filter((e) => e.date <= asOf);
  const current = asOf.slice(0, 7);
  const byMonth = new Map<string, DatedEntry[]>();
  for (const e of upToToday) {
    const month = e.date.slice(0, 7);
    if (month < current) byMonth.set(month, [...(byMonth.get(month) ?? []), e]);
  }
  const { current: last30, previous: before30 } = periodRanges('30d', asOf);
  const inside = (range: DateRange) =>
    upToToday.filter((e) => e.date >= range.from && e.date <= range.to);
  const dates = upToToday.map((e) => e.date);
  return {
    asOf,
    snapshot: input.snapshot,
    firstMovementOn: dates.length === 0 ? null : dates.reduce((a, b) => (a < b ? a : b)),
    months: [...byMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, list]) => ({ month, ...periodTotalsOf(list) })),
    last30Days: {
      current: periodTotalsOf(inside(last30)),
      previous: periodTotalsOf(inside(before30)),
    },
    ...(input.thresholds ? { thresholds: input.thresholds } : {}),
  };
}

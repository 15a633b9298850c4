import { BUSINESS_STAGES, INDUSTRIES } from './auth.ts';
import { count, money, months, percent, score, units } from './numbers.ts';
import { z } from './zod-es.ts';

export const DASHBOARD_PERIODS = ['7d', '30d', '90d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DashboardQuerySchema = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS, { error: 'El periodo debe ser 7d, 30d o 90d' }).default('30d'),
});

export const CASH_FLOW_STATUSES = ['excellent', 'good', 'warning', 'critical'] as const;
export type CashFlowStatus = (typeof CASH_FLOW_STATUSES)[number];

/** A figure's level (finance bands.ts): one verdict per figure on every screen. */
export const FigureLevelSchema = z.enum(CASH_FLOW_STATUSES);

/**
 * What the company's figures are computed from (finance figures.ts): its recorded movements of
 * its last complete months (or its last 30 days), the estimate from its products and costs, or
 * nothing yet.
 */
export const FiguresBasisSchema = z.object({
  source: z.enum(['recorded', 'estimate', 'none']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Complete calendar months averaged (the last three, or fewer), or null. */
  months: count().nullable(),
  /** The last 30 days taken as a month, without a complete month yet; or null. */
  days: count().nullable(),
  /** Spanish, a few words: "tus últimos 3 meses (agosto a octubre)". */
  label: z.string(),
});

const TrendSchema = z.enum(['up', 'down', 'flat']);

/** A money card: this period against the one before it. */
const MoneyCardSchema = z.object({
  value: money(),
  previous: money().nullable(),
  /** Percent change against the previous period; null when there is nothing to compare. */
  changePercent: percent().nullable(),
  trend: TrendSchema,
});

export const DashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** Inclusive calendar days, in America/Mexico_City. */
  from: z.string(),
  to: z.string(),
  company: z.object({
    name: z.string().nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    employees: count().nullable(),
    stage: z.enum(BUSINESS_STAGES).nullable(),
  }),
  /** False when the company has no products, costs or entries yet: the UI leads to onboarding. */
  hasData: z.boolean(),
  /**
   * True when the period has no dated entries and the cards are the monthly figures times the
   * period multiplier (0.25, 1 or 3): an estimate the UI must label as such.
   */
  estimated: z.boolean(),
  cards: z.object({
    revenue: MoneyCardSchema,
    expenses: MoneyCardSchema,
    netProfit: MoneyCardSchema,
    cashFlowStatus: z.object({
      /** The period's flow status, made worse by a negative or short runway (`cash`). */
      status: z.enum(CASH_FLOW_STATUSES),
      label: z.string(),
      /**
       * Margen de flujo: the period's net cash flow (owner withdrawals included) over its
       * income, percent; null without income. Not the net margin, which is profit over revenue.
       */
      flowMarginPercent: percent().nullable(),
    }),
  }),
  /** What the cash, its runway and the health score are computed from. */
  basis: FiguresBasisSchema,
  /** The cash today (the balance the owner gave plus every entry since) and its runway. */
  cash: z.object({
    /** Null when the company never gave its balance. */
    balance: money().nullable(),
    /** Months the cash lasts at the basis's monthly burn; null without limit or balance. */
    runwayMonths: months().nullable(),
    /** The cash's alarm (negative, under the owner's line, short runway) or good. */
    level: FigureLevelSchema.nullable(),
    tone: z.enum(['good', 'warning', 'bad']).nullable(),
    /** Spanish: why there is no runway, or what a negative balance asks for. */
    note: z.string().nullable(),
  }),
  /** Revenue and expenses by calendar month, oldest first, up to 24 months. */
  monthly: z.array(
    z.object({ month: z.string(), revenue: money(), expenses: money(), profit: money() }),
  ),
  /** The period's expenses by category, largest first; percents add up to 100. */
  expensesByCategory: z.array(
    z.object({ category: z.string(), amount: money(), percent: percent() }),
  ),
  /** Every day of the period, with zeros on days without entries. */
  daily: z.array(z.object({ date: z.string(), inflow: money(), outflow: money() })),
  health: z.object({
    /** Null when there is nothing to measure yet. */
    score: score().nullable(),
    level: FigureLevelSchema.nullable(),
    /** Points of each part, 0–25; null when it cannot be measured (no products). */
    parts: z.object({
      netMargin: score().nullable(),
      grossMargin: score().nullable(),
      marginOfSafety: score().nullable(),
      contributionMargin: score().nullable(),
    }),
    /** Spanish, when parts are missing or there is nothing to measure. */
    note: z.string().nullable(),
  }),
  breakEven: z.object({
    units: units().nullable(),
    revenue: money().nullable(),
    /** Spanish, when units or revenue is null. */
    reason: z.string().nullable(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const SUMMARY_COLORS = ['green', 'yellow', 'red', 'gray'] as const;
const SummaryItemSchema = z.object({
  label: z.string(),
  value: z.string(),
  color: z.enum(SUMMARY_COLORS),
});
export const MetricsSummaryResponseSchema = z.object({
  success: z.literal(true),
  /** The spec's primary and status, and the cash with its runway ('$45,001 · 4.5 meses'). */
  summary: z.object({
    primary: SummaryItemSchema,
    status: SummaryItemSchema,
    cash: SummaryItemSchema,
    /** Spanish, a few words: what the figures are computed from ("tus últimos 90 días"). */
    basis: z.string(),
  }),
});
export type MetricsSummaryResponse = z.infer<typeof MetricsSummaryResponseSchema>;

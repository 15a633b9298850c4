import { REPORT_PERIOD_DAYS } from '@caudal/finance';
import { isoDate } from './common.ts';
import { count, money, percent, ratio, unitMeta } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * Reports (issue 16; spec 001 §2 "Reports and executive dashboard", §3, §7 "Reports", §9): a
 * report of the company's own figures for the last 7, 30, 90 or 365 days, as JSON or as a file
 * (PDF, Excel, CSV), and the report KPIs. The wire keeps the spec's snake_case names.
 */

export const REPORT_TYPES = ['financial', 'operational', 'marketing', 'comprehensive'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['json', 'pdf', 'excel', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The Spanish name of each type, as titles and file names write it. */
export const REPORT_TYPE_LABELS = {
  financial: 'Reporte financiero',
  operational: 'Reporte operativo',
  marketing: 'Reporte de marketing',
  comprehensive: 'Reporte integral',
} as const satisfies Record<ReportType, string>;
export const REPORT_FILE_SLUGS = {
  financial: 'financiero',
  operational: 'operativo',
  marketing: 'marketing',
  comprehensive: 'integral',
} as const satisfies Record<ReportType, string>;

const PERIOD_ERROR = 'El periodo debe ser de 7, 30, 90 o 365 días';
const isPeriod = (v: number) => (REPORT_PERIOD_DAYS as readonly number[]).includes(v);

/** POST /api/reports/generate. */
export const GenerateReportRequestSchema = z.strictObject({
  report_type: z.enum(REPORT_TYPES, {
    error: 'El tipo de reporte debe ser financial, operational, marketing o comprehensive',
  }),
  period_days: z
    .number({ error: PERIOD_ERROR })
    .refine(isPeriod, { error: PERIOD_ERROR })
    .meta(unitMeta('days')),
  format: z
    .enum(REPORT_FORMATS, { error: 'El formato debe ser json, pdf, excel o csv' })
    .default('json'),
});
export type GenerateReportRequest = z.input<typeof GenerateReportRequestSchema>;

/** GET /api/reports/kpis?period_days=30 (30 by default). */
export const ReportKpisQuerySchema = z.strictObject({
  period_days: z.coerce
    .number({ error: PERIOD_ERROR })
    .refine(isPeriod, { error: PERIOD_ERROR })
    .meta(unitMeta('days'))
    .default(30),
});

const STATUSES = ['excellent', 'good', 'warning', 'critical'] as const;

/** A report KPI (001 §3): value and target in the unit named (pesos for 'MXN'). */
export const ReportKpiSchema = z.object({
  id: z.enum([
    'revenue',
    'net-margin',
    'cash-flow-margin',
    'ltv-coca',
    'acquisition-cost',
    'revenue-growth',
  ]),
  name: z.string(),
  value: ratio().nullable(),
  unit: z.enum(['MXN', '%', 'x']),
  status: z.enum(STATUSES).nullable(),
  description: z.string(),
  target: ratio().nullable(),
  variance: ratio().nullable(),
  trend: z.enum(['up', 'down', 'flat']).nullable(),
  /** Spanish: why a value or a status is missing. */
  note: z.string().nullable(),
});
export type ReportKpi = z.infer<typeof ReportKpiSchema>;

export const ReportKpisSchema = z.object({
  period_days: count(),
  from: isoDate('La fecha inicial'),
  to: isoDate('La fecha final'),
  kpis: z.array(ReportKpiSchema),
});
export type ReportKpisResponse = z.infer<typeof ReportKpisSchema>;

/** One row of the detail: a day, a week or a calendar month of the period (`step`). */
export const ReportRowSchema = z.object({
  /** The row's first day. */
  date: isoDate('La fecha'),
  /** The row's last day (the same as `date` for a day). */
  end: isoDate('La fecha final'),
  revenue: money(),
  expenses: money(),
  profit: money(),
  cash_flow: money(),
  /** Active customers of the row's month, from the customer records; null without a record. */
  customers: count().nullable(),
  /** Null: the entries record no units sold. */
  units_sold: count().nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

const SliceSchema = z.object({ name: z.string(), value: money(), percent: percent().nullable() });

export const ReportSchema = z.object({
  report_type: z.enum(REPORT_TYPES),
  title: z.string(),
  company_name: z.string(),
  generated_on: isoDate('La fecha'),
  period_days: count(),
  period: z.object({ from: isoDate('La fecha inicial'), to: isoDate('La fecha final') }),
  /** What each row of `detailed_data` covers. */
  step: z.enum(['day', 'week', 'month']),
  financial_summary: z.object({
    total_revenue: money(),
    total_expenses: money(),
    net_profit: money(),
    /** The period's net cash flow over its rows: per day, week or month as `step` says. */
    average_cash_flow: money(),
    net_cash_flow: money(),
    owner_contributions: money(),
    owner_withdrawals: money(),
    net_margin: percent().nullable(),
  }),
  unit_economics: z.object({
    ltv: money().nullable(),
    coca: money().nullable(),
    ltv_coca_ratio: ratio().nullable(),
    /** The period's net profit over its expenses, in percent. */
    roi: percent().nullable(),
  }),
  growth_metrics: z.object({
    /** Revenue against the previous period of the same length, in percent. */
    revenue_growth: percent().nullable(),
    previous_revenue: money(),
  }),
  detailed_data: z.array(ReportRowSchema),
  insights: z.array(
    z.object({
      code: z.string(),
      tone: z.enum(['good', 'warning', 'bad']),
      title: z.string(),
      message: z.string(),
    }),
  ),
  /** financial, comprehensive: revenue by income category (the 60/25/15 split if none). */
  revenue_breakdown: z.object({ estimated: z.boolean(), slices: z.array(SliceSchema) }).optional(),
  /** financial, operational, comprehensive: the period's expenses by category. */
  expense_breakdown: z.array(SliceSchema).optional(),
  /** operational, comprehensive. */
  operations: z
    .object({
      income_entries: count(),
      expense_entries: count(),
      /** Revenue over income entries. */
      average_ticket: money().nullable(),
      /** Active customers of the period's last recorded month. */
      active_customers: count().nullable(),
      units_sold: count().nullable(),
    })
    .optional(),
  /** marketing, comprehensive. */
  marketing: z
    .object({
      /** The period's expenses in a marketing category (Marketing, Publicidad). */
      marketing_spend: money(),
      /** New customers of the recorded months that fall in the period. */
      new_customers: count().nullable(),
      /** The most a customer should cost: LTV ÷ 3. */
      cac_ceiling: money().nullable(),
      ltv_coca_label: z.string().nullable(),
    })
    .optional(),
  /** comprehensive. */
  kpis: z.array(ReportKpiSchema).optional(),
  /** Spanish: what is estimated or missing, and why. */
  assumed: z.array(z.string()),
});
export type Report = z.infer<typeof ReportSchema>;

import { REPORT_KPI_CHOICE, REPORT_KPI_IDS, REPORT_PERIOD_DAYS } from '@caudal/finance';
import { advisorAnalysis, advisorResponse } from './advisors.ts';
import { AnalysisCitationSchema } from './analysis.ts';
import { isoDate } from './common.ts';
import { count, money, percent, ratio, unitMeta } from './numbers.ts';
import { PLANNING_HORIZON_IDS, PlanningViewSchema } from './planning.ts';
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
/** The statuses in the book's words (chapter 2), for the screen, the PDF and the workbook. */
export const REPORT_KPI_STATUS_LABELS = {
  excellent: 'Excelente',
  good: 'Bueno',
  warning: 'Precaución',
  critical: 'Crítico',
} as const satisfies Record<(typeof STATUSES)[number], string>;

/** A report KPI (001 §3): value and target in the unit named (pesos for 'MXN'). */
export const ReportKpiSchema = z.object({
  id: z.enum(REPORT_KPI_IDS),
  name: z.string(),
  value: ratio().nullable(),
  unit: z.enum(['MXN', '%', 'x', 'clientes']),
  status: z.enum(STATUSES).nullable(),
  description: z.string(),
  target: ratio().nullable(),
  /** Whose target: the owner's, the product's default, or none yet. */
  target_source: z.enum(['owner', 'default']).nullable(),
  /** The product's default target, also when the owner set their own (the editor suggests it). */
  default_target: ratio().nullable(),
  /** One of the 5 to 7 KPIs the company follows. */
  followed: z.boolean(),
  variance: ratio().nullable(),
  trend: z.enum(['up', 'down', 'flat']).nullable(),
  /** Spanish: why a value or a status is missing. */
  note: z.string().nullable(),
});
export type ReportKpi = z.infer<typeof ReportKpiSchema>;

/** Every KPI (followed or not, in catalogue order); the screen shows the followed ones. */
export const ReportKpisSchema = z.object({
  period_days: count(),
  from: isoDate('La fecha inicial'),
  to: isoDate('La fecha final'),
  kpis: z.array(ReportKpiSchema),
});
export type ReportKpisResponse = z.infer<typeof ReportKpisSchema>;

export type ReportKpiId = (typeof REPORT_KPI_IDS)[number];
const KPI_ID_ERROR = `El indicador debe ser uno de: ${REPORT_KPI_IDS.join(', ')}`;
const CHOICE_ERROR = `Elige de ${REPORT_KPI_CHOICE.min} a ${REPORT_KPI_CHOICE.max} indicadores (capítulo 2: menos deja un área ciega, más ya no se revisa)`;
const TARGET_ERROR = 'La meta debe ser un número';

/**
 * GET and PUT /api/reports/kpi-settings: the KPIs the company follows (5 to 7, chapter 2) and
 * the owner's own targets, in each KPI's unit (pesos for MXN). A KPI without a target of the
 * owner's uses the default; PUT replaces both lists.
 */
export const ReportKpiSettingsSchema = z.strictObject({
  followed: z
    .array(z.enum(REPORT_KPI_IDS, { error: KPI_ID_ERROR }))
    .min(REPORT_KPI_CHOICE.min, { error: CHOICE_ERROR })
    .max(REPORT_KPI_CHOICE.max, { error: CHOICE_ERROR })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Un indicador está repetido' }),
  targets: z.partialRecord(
    z.enum(REPORT_KPI_IDS, { error: KPI_ID_ERROR }),
    ratio(TARGET_ERROR).min(-1e11, { error: 'La meta es demasiado baja' }).max(1e11, {
      error: 'La meta es demasiado alta',
    }),
  ),
});
export type ReportKpiSettings = z.infer<typeof ReportKpiSettingsSchema>;

/** POST /api/reports/optimize-expenses takes no body (an empty object is accepted). */
export const OptimizeExpensesRequestSchema = z.strictObject({}).default({});

/**
 * POST /api/reports/optimize-expenses (the spec reads current_expenses.categories
 * [{name, amount}]): the last three complete months' expenses by category against the three
 * before, the ones growing faster than revenue and what trimming them back would save a month.
 */
export const ExpenseOptimizationSchema = z.object({
  period: z.object({ from: isoDate('La fecha inicial'), to: isoDate('La fecha final') }),
  previous_period: z.object({ from: isoDate('La fecha inicial'), to: isoDate('La fecha final') }),
  revenue: money(),
  previous_revenue: money(),
  revenue_growth: percent().nullable(),
  current_expenses: z.object({
    total: money(),
    categories: z.array(
      z.object({
        name: z.string(),
        /** The three months' total. */
        amount: money(),
        /**
         * Monthly, or occasional (a yearly fixed cost, or paid in under half of its last 12
         * months: finance's cost-frequency rule, issue 31).
         */
        frequency: z.enum(['monthly', 'occasional']),
        /** previous-months, same-months-last-year (occasional) or not-judged (no year of history). */
        comparison: z.enum(['previous-months', 'same-months-last-year', 'not-judged']),
        /** Spanish: what the row is compared with. */
        compared_with: z.string(),
        /** What it is compared with; null when not judged. */
        previous_amount: money().nullable(),
        /** Percent against what it is compared with; null for a new or unjudged category. */
        growth: percent().nullable(),
        outpaces_revenue: z.boolean(),
        /** Per month. */
        suggested_saving: money(),
      }),
    ),
  }),
  /** Per month, over every flagged category. */
  total_suggested_saving: money(),
  /** Spanish: the rule, or why nothing could be compared. */
  note: z.string(),
  citations: z.array(AnalysisCitationSchema),
});
export type ExpenseOptimization = z.infer<typeof ExpenseOptimizationSchema>;

/** POST /api/reports/project-forecast: the planning module's forecast (12 months unless asked). */
export const ProjectForecastRequestSchema = z
  .strictObject({
    horizon: z
      .enum(PLANNING_HORIZON_IDS, {
        error: 'El horizonte debe ser 6months, 1year, 3years o 5years',
      })
      .default('1year'),
  })
  .default({ horizon: '1year' });
export type ProjectForecastRequest = z.input<typeof ProjectForecastRequestSchema>;
export const ProjectForecastSchema = PlanningViewSchema.pick({
  asOf: true,
  baseline: true,
  forecast: true,
});
export type ProjectForecast = z.infer<typeof ProjectForecastSchema>;

/**
 * POST /api/agents/diana/performance-optimization (001 §7; body and answer not shown): Diana
 * reads the followed KPIs of the period against their targets, the worst first.
 */
export const DianaRequestSchema = z
  .strictObject({
    period_days: z
      .number({ error: PERIOD_ERROR })
      .refine(isPeriod, { error: PERIOD_ERROR })
      .meta(unitMeta('days'))
      .default(30),
  })
  .default({ period_days: 30 });
export type DianaRequest = z.input<typeof DianaRequestSchema>;
export const DianaAnalysisSchema = z.object({
  period_days: count(),
  /** The followed KPIs, the furthest from target first. */
  kpis: z.array(ReportKpiSchema),
  below_target: count(),
  ...advisorAnalysis,
});
export const DianaResponseSchema = advisorResponse(DianaAnalysisSchema);
export type DianaResponse = z.infer<typeof DianaResponseSchema>;

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
    /**
     * Spanish: why COCA and LTV/COCA are missing when the owner has not recorded customers
     * (issue 31: none are estimated). Absent in reports saved before it.
     */
    customers_needed: z.string().nullable().optional(),
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

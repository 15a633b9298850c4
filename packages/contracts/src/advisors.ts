import { ANSWER_MODES, AnalysisCitationSchema, PRIORITIES } from './analysis.ts';
import { isoDate } from './common.ts';
import { count, money, moneyInput, months, percent, ratio } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The advisors (Maya, Carlos, Sofia, Alex, Diana): each answers with the spec's envelope
 * `{success, agent, analysis, timestamp}`; `analysis` holds the advisor's own figures plus the
 * parts every advisor shares (`advisorAnalysis`): the narrative, recommendations with the book's
 * passages they rest on, how the narrative was written, and which figures were assumed.
 */

/** The named advisors, and the report generator (issue 19), which analyses the same way. */
export const ADVISORS = ['maya', 'carlos', 'sofia', 'alex', 'diana', 'reports'] as const;
export type AdvisorId = (typeof ADVISORS)[number];

export const ADVISOR_NAMES: Record<AdvisorId, string> = {
  maya: 'Maya',
  carlos: 'Carlos',
  sofia: 'Sofía',
  alex: 'Alex',
  diana: 'Diana',
  reports: 'Generador de reportes',
};

/** One recommendation, from the company's figures, with the book's passages behind it. */
export const AdvisorRecommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  priority: z.enum(PRIORITIES),
  impact: z.string(),
  timeline: z.string(),
  citations: z.array(AnalysisCitationSchema),
});
export type AdvisorRecommendation = z.infer<typeof AdvisorRecommendationSchema>;

/** The parts of every advisor's analysis. */
export const advisorAnalysis = {
  /** The narrative: composed from the figures, or rewritten by a configured model. */
  ai_analysis: z.string(),
  recommendations: z.array(AdvisorRecommendationSchema),
  /** Every passage cited, once (the spec's `citations[chapter, excerpt]`, plus where it is). */
  citations: z.array(AnalysisCitationSchema),
  mode: z.enum(ANSWER_MODES),
  /** Spanish: the figures the company has not given, and what was used instead. */
  assumed: z.array(z.string()),
  /** The stored analysis. */
  analysis_id: z.string(),
};

/** The spec's envelope around an advisor's analysis. */
export const advisorResponse = <T extends z.ZodType>(analysis: T) =>
  z.object({
    success: z.literal(true),
    /** The advisor's name, as the screen shows it ('Maya'). */
    agent: z.string(),
    analysis,
    /** ISO timestamp. */
    timestamp: z.string(),
  });

const optionalMoney = (label: string, min = 0) => moneyInput(label, { min }).optional();

/**
 * POST /api/agents/maya/cash-flow-analysis and its fallback POST /api/ai/analyze/cash-flow
 * (001 §7). The spec's client sends its own figures; they are checked and accepted, but the
 * analysis is always computed from the company's data in the database, never from the body.
 */
export const MayaRequestSchema = z.strictObject({
  current_balance: optionalMoney('El saldo actual', -1e11),
  monthly_expenses: optionalMoney('Los gastos mensuales'),
  accounts_receivable: optionalMoney('Las cuentas por cobrar'),
  accounts_payable: optionalMoney('Las cuentas por pagar'),
  cash_flow_history: z
    .array(
      z.object({
        date: isoDate('La fecha'),
        type: z.enum(['income', 'expense'], { error: 'El tipo debe ser income o expense' }),
        amount: moneyInput('El monto'),
        category: text('La categoría debe ser texto', { label: 'La categoría' }).max(60),
        description: text('La descripción debe ser texto', { label: 'La descripción' }).max(300),
      }),
    )
    .max(1000, { error: 'El historial puede tener como máximo 1,000 movimientos' })
    .optional(),
});
export type MayaRequest = z.input<typeof MayaRequestSchema>;

const SeasonMonthSchema = z.object({ month: z.string(), label: z.string(), revenue: money() });

export const MayaAnalysisSchema = z.object({
  /** Null when the cash does not run out at this pace, or without the cash balance. */
  runway_months: months().nullable(),
  /**
   * The cash's risk: the worse of the runway's and the liquidity's levels (finance bands.ts),
   * the level Alex names too; null without the cash balance.
   */
  risk_level: z.enum(['low', 'medium', 'high']).nullable(),
  /** Months of total costs the cash covers. */
  liquidity_ratio: ratio().nullable(),
  /** The best and worst month of the revenue history; null under 6 months of history. */
  seasonal_patterns: z
    .object({ best: SeasonMonthSchema, worst: SeasonMonthSchema, swing_percent: percent() })
    .nullable(),
  next_review_date: z.string(),
  /** The month's figures the analysis used, and where they come from (Spanish). */
  basis: z.object({
    /** Null when the company never gave its cash balance. */
    cash: money().nullable(),
    monthly_revenue: money(),
    monthly_costs: money(),
    receivables: money(),
    payables: money(),
    source: z.string(),
  }),
  ...advisorAnalysis,
});
export type MayaAnalysisView = z.infer<typeof MayaAnalysisSchema>;

export const MayaResponseSchema = advisorResponse(MayaAnalysisSchema);
export type MayaResponse = z.infer<typeof MayaResponseSchema>;

/**
 * POST /api/agents/carlos/unit-economics-analysis (001 §7). The spec's client sends its own
 * figures; they are checked and accepted, but Carlos computes from the company's data (its
 * products, customers and marketing). `product_id` (ours) narrows the analysis to one product;
 * without it Carlos reads all of them (the sales-weighted average).
 */
export const CarlosRequestSchema = z.strictObject({
  ltv: optionalMoney('El LTV', -1e11),
  cac: optionalMoney('El costo de adquisición'),
  churn_rate: ratio('La tasa de abandono debe ser un número')
    .min(0, { error: 'La tasa de abandono no puede ser negativa' })
    .max(100, { error: 'La tasa de abandono es demasiado grande' })
    .optional(),
  arpu: optionalMoney('El ingreso promedio por cliente'),
  customer_count: count('Los clientes deben ser un número entero')
    .min(0, { error: 'Los clientes no pueden ser negativos' })
    .max(100_000_000, { error: 'Los clientes son demasiados' })
    .optional(),
  cohort_data: z
    .array(
      z.strictObject({
        retention_months: months('Los meses de retención deben ser un número')
          .min(0, { error: 'Los meses de retención no pueden ser negativos' })
          .max(600, { error: 'Los meses de retención son demasiados' }),
        purchase_frequency: ratio('La frecuencia de compra debe ser un número')
          .min(0, { error: 'La frecuencia de compra no puede ser negativa' })
          .max(1000, { error: 'La frecuencia de compra es demasiado grande' }),
        contribution_margin: moneyInput('El margen de contribución', { min: -1e11 }),
      }),
    )
    .max(120, { error: 'Se admiten como máximo 120 cohortes' })
    .optional(),
  product_id: z.uuid({ error: 'El producto no es válido' }).nullable().optional(),
});
export type CarlosRequest = z.input<typeof CarlosRequestSchema>;

export const CarlosAnalysisSchema = z.object({
  /** The product analysed, or 'todos' (all of them, weighted by units sold). */
  product: z.object({ id: z.string(), name: z.string() }),
  contribution_margin: money(),
  /** Null with no new customers. */
  coca: money().nullable(),
  /** Null with no retention months or purchases. */
  ltv: money().nullable(),
  ltv_coca_ratio: ratio().nullable(),
  /** 001 §4: excellent, good, marginal, dangerous; null when the ratio is not defined. */
  rating: z.enum(['excellent', 'good', 'marginal', 'dangerous']).nullable(),
  payback_months: months().nullable(),
  /** Percent of customers lost a month (1 / retention months). */
  monthly_churn_rate: percent().nullable(),
  /** Observations in plain Spanish (the spec's `insights`). */
  insights: z.array(z.string()),
  /** The inputs Carlos used and the month they come from. */
  basis: z.object({
    month: z.string(),
    price: money(),
    variable_cost: money(),
    marketing_spend: money(),
    /** Null: the owner has not recorded the month's customers. */
    new_customers: count().nullable(),
    purchase_frequency: ratio(),
    retention_months: months(),
  }),
  ...advisorAnalysis,
});
export type CarlosAnalysisView = z.infer<typeof CarlosAnalysisSchema>;

export const CarlosResponseSchema = advisorResponse(CarlosAnalysisSchema);
export type CarlosResponse = z.infer<typeof CarlosResponseSchema>;

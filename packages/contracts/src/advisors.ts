import { ANSWER_MODES, AnalysisCitationSchema, PRIORITIES } from './analysis.ts';
import { isoDate } from './common.ts';
import { money, moneyInput, months, percent, ratio } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The advisors (Maya, Carlos, Sofia, Alex, Diana): each answers with the spec's envelope
 * `{success, agent, analysis, timestamp}`; `analysis` holds the advisor's own figures plus the
 * parts every advisor shares (`advisorAnalysis`): the narrative, recommendations with the book's
 * passages they rest on, how the narrative was written, and which figures were assumed.
 */

export const ADVISORS = ['maya', 'carlos', 'sofia', 'alex', 'diana'] as const;
export type AdvisorId = (typeof ADVISORS)[number];

export const ADVISOR_NAMES: Record<AdvisorId, string> = {
  maya: 'Maya',
  carlos: 'Carlos',
  sofia: 'Sofía',
  alex: 'Alex',
  diana: 'Diana',
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
  /** Null when the cash does not run out at this pace. */
  runway_months: months().nullable(),
  risk_level: z.enum(['low', 'medium', 'high']),
  /** Months of total costs the cash covers. */
  liquidity_ratio: ratio().nullable(),
  /** The best and worst month of the revenue history; null under 6 months of history. */
  seasonal_patterns: z
    .object({ best: SeasonMonthSchema, worst: SeasonMonthSchema, swing_percent: percent() })
    .nullable(),
  next_review_date: z.string(),
  /** The month's figures the analysis used, and where they come from (Spanish). */
  basis: z.object({
    cash: money(),
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

import {
  BENCHMARK_RATING_TONES,
  type BenchmarkRating,
  PROFITABILITY_BENCHMARKS,
  type ProfitabilityFigures,
  profitabilityInsights,
  type RiskAssessment,
} from '@caudal/finance';
import type { Centavos } from '@caudal/finance/money';
import { advisorAnalysis, advisorResponse } from './advisors.ts';
import { isoDate, recordName } from './common.ts';
import {
  cashFlowsInput,
  discountRateInput,
  PERIOD_UNITS,
  periodUnitInput,
  salvageValueInput,
} from './investment-evaluation.ts';
import { count, money, moneyInput, months, percent, ratio, score } from './numbers.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * Profitability (issue 15; spec 001 §2–§4, §7, §9): a period's income statement from the
 * company's entries, the investments it stores (ROI), its profit centres and their grouping,
 * and Alex's risk assessment.
 */

/** A period is at most five years long. */
export const PROFITABILITY_MAX_PERIOD_YEARS = 5;

const addYearsIso = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4)}`;

/** GET /api/profitability/view?from&to: both or neither (the last 12 complete months). */
export const ProfitabilityViewQuerySchema = z
  .strictObject({
    from: isoDate('La fecha inicial').optional(),
    to: isoDate('La fecha final').optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    error: 'Indica la fecha inicial y la final del periodo, o ninguna',
  })
  .refine((q) => !q.from || !q.to || q.to > q.from, {
    path: ['to'],
    error: 'La fecha final debe ser posterior a la fecha inicial',
  })
  .refine((q) => !q.from || !q.to || q.to <= addYearsIso(q.from, PROFITABILITY_MAX_PERIOD_YEARS), {
    path: ['to'],
    error: 'El periodo puede abarcar como máximo 5 años',
  });
export type ProfitabilityViewQuery = z.input<typeof ProfitabilityViewQuerySchema>;

export const INVESTMENT_TYPES = [
  'marketing',
  'technology',
  'equipment',
  'expansion',
  'other',
] as const;
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
const TONES = ['good', 'warning', 'bad'] as const;

/**
 * POST/PUT /api/profitability/investments (001 §3 "Investment"; issue 33). The cost is paid
 * today; what follows is either the flows of each period (`cashFlows`, month or year, uneven
 * and negative allowed) or, as before, one monthly return repeated for `duration` months
 * ("igual cada mes", 12 by default). `discountRate` (12 % on creation) and `salvageValue`
 * (none on creation; 0 clears it) keep their stored values when a PUT leaves them out, so a
 * client that does not know them (the ROI tab's table) cannot wipe them.
 */
export const InvestmentInputSchema = z
  .strictObject({
    name: recordName('El nombre de la inversión'),
    type: z
      .enum(INVESTMENT_TYPES, {
        error: 'El tipo debe ser marketing, technology, equipment, expansion u other',
      })
      .default('other'),
    initialCost: moneyInput('El costo inicial', { positive: true }),
    monthlyReturn: moneyInput('El rendimiento mensual').optional(),
    duration: months('La duración debe ser un número entero de meses')
      .int({ error: 'La duración debe ser un número entero de meses' })
      .min(1, { error: 'La duración debe ser de al menos 1 mes' })
      .max(600, { error: 'La duración puede ser de como máximo 600 meses' })
      .optional(),
    cashFlows: cashFlowsInput().optional(),
    periodUnit: periodUnitInput(),
    discountRate: discountRateInput().optional(),
    salvageValue: salvageValueInput(),
    riskLevel: z
      .enum(RISK_LEVELS, { error: 'El nivel de riesgo debe ser low, medium o high' })
      .default('medium'),
  })
  .refine((i) => i.cashFlows !== undefined || i.monthlyReturn !== undefined, {
    path: ['cashFlows'],
    error: 'Indica los flujos de cada periodo o el rendimiento mensual',
  })
  .refine((i) => i.cashFlows === undefined || i.monthlyReturn === undefined, {
    path: ['monthlyReturn'],
    error: 'Indica los flujos de cada periodo o el rendimiento mensual, no ambos',
  })
  .refine((i) => i.cashFlows === undefined || i.duration === undefined, {
    path: ['duration'],
    error: 'Con flujos por periodo, la duración es su número de periodos: no la indiques',
  })
  .refine((i) => i.monthlyReturn === undefined || i.periodUnit === 'month', {
    path: ['periodUnit'],
    error: 'El rendimiento mensual va por mes: para flujos por año indica cashFlows',
  });
export type InvestmentInput = z.input<typeof InvestmentInputSchema>;

export const InvestmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(INVESTMENT_TYPES),
  initialCost: money(),
  /** The even monthly return ("igual cada mes"); null when the flows differ or go by year. */
  monthlyReturn: money().nullable(),
  /** The series' term in months (years × 12). */
  duration: months(),
  /** The flows of periods 1…n. */
  cashFlows: z.array(money()),
  periodUnit: z.enum(PERIOD_UNITS),
  /** The owner's discount rate, percent per year. */
  discountRate: percent(),
  salvageValue: money().nullable(),
  riskLevel: z.enum(RISK_LEVELS),
  /** The flows plus the salvage value. */
  totalReturn: money(),
  /** (flows + salvage − cost) / cost × 100. */
  roi: percent().nullable(),
  annualizedRoi: percent().nullable(),
  /** Months until the cost is back; null when it is not back within the term. */
  paybackPeriod: months().nullable(),
  /** Spanish: why the payback is null ('No se recupera en el plazo…'). */
  paybackNote: z.string().nullable(),
  /** VPN at the discount rate (outlay at t0). */
  npv: money().nullable(),
  /** Every TIR found, percent per year; empty when none. */
  irr: z.array(percent()),
  /** ROI colour (001 §9): 20 or more good, 10 or more warning. */
  tone: z.enum(TONES).nullable(),
  createdAt: z.string(),
});
export type Investment = z.infer<typeof InvestmentSchema>;

/** A profit centre's key: 'product:<id>' or 'category:<name as compared>'. */
const centreKey = text('Cada centro debe ser texto', { label: 'El centro' })
  .min(1, { error: 'El centro no puede estar vacío' })
  .max(200, { error: 'El centro es demasiado largo' });

/** POST/PUT /api/profitability/centre-groups: a named group of profit centres. */
export const ProfitCentreGroupInputSchema = z.strictObject({
  name: recordName('El nombre del grupo'),
  centreKeys: z
    .array(centreKey, { error: 'Indica los centros del grupo' })
    .min(1, { error: 'Un grupo necesita al menos un centro' })
    .max(200, { error: 'Un grupo puede tener como máximo 200 centros' })
    .refine((keys) => new Set(keys).size === keys.length, {
      error: 'Cada centro puede aparecer una sola vez en el grupo',
    }),
});
export type ProfitCentreGroupInput = z.input<typeof ProfitCentreGroupInputSchema>;

export const ProfitCentreGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  centreKeys: z.array(z.string()),
  createdAt: z.string(),
});
export type ProfitCentreGroup = z.infer<typeof ProfitCentreGroupSchema>;

const RatingSchema = z.enum(['excellent', 'good', 'warning', 'poor']);

const MarginSchema = z.object({
  value: percent().nullable(),
  /** The spec's benchmark (gross 45, operating 25, net 15); null for EBITDA. */
  benchmark: percent().nullable(),
  /** 001 §4: ×1.2 or more excellent, at or above good, ×0.8 warning, else poor. */
  rating: RatingSchema.nullable(),
  tone: z.enum(TONES).nullable(),
  /** Spanish: why the value is null. */
  note: z.string().nullable(),
});

/** The income statement in the wire's names (finance `IncomeStatementInput`, pesos). */
export const IncomeStatementSchema = z.object({
  revenue: money(),
  costOfSales: money(),
  grossProfit: money(),
  operatingExpenses: money(),
  ebitda: money(),
  interest: money(),
  taxes: money(),
  netProfit: money(),
});

const ProfitCentreSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** 'product': the catalogue's typical month; 'income-category': the period's income. */
  source: z.enum(['product', 'income-category']),
  revenue: money(),
  costs: money(),
  profit: money(),
  margin: percent().nullable(),
  tone: z.enum(TONES).nullable(),
  /** Share of the profit of the centres of the same source. */
  shareOfProfit: percent().nullable(),
  /**
   * An income category without linked products (or a group holding one): its margin is the
   * average of the cost of sales not linked to products, shown with no good/bad colour.
   */
  averaged: z.boolean(),
  /** Spanish: why the margin is the average; null otherwise. */
  note: z.string().nullable(),
});

/** What Alex and the browser's local risk analysis read (finance `RiskAssessmentInput`). */
export const RiskInputsSchema = z.object({
  debtToEquity: ratio().nullable(),
  concentration: z.object({ topShare: percent(), topThreeShare: percent() }).nullable(),
  revenueVolatility: percent().nullable(),
  burnRate: money(),
  cash: money().nullable(),
  monthlyCosts: money(),
  operatingMargin: percent().nullable(),
  netMargin: percent().nullable(),
  /** Each with its VPN at its own discount rate and its TIR (issue 33): Alex reads them. */
  investments: z.array(
    z.object({
      name: z.string(),
      riskLevel: z.enum(RISK_LEVELS),
      npv: money().nullable(),
      discountRate: percent(),
      irr: z.array(percent()),
    }),
  ),
});
export type RiskInputsView = z.infer<typeof RiskInputsSchema>;

/** GET /api/profitability/view. */
export const ProfitabilityViewSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** True when the company has no entries in the period: the figures are the spec's example. */
  example: z.boolean(),
  statement: IncomeStatementSchema,
  margins: z.object({
    gross: MarginSchema,
    operating: MarginSchema,
    net: MarginSchema,
    ebitda: MarginSchema,
  }),
  /** Revenue → costs → gross profit → operating expenses → EBITDA → (interest) → taxes → net. */
  waterfall: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      amount: money(),
      kind: z.enum(['start', 'deduction', 'subtotal', 'total']),
    }),
  ),
  insights: z.array(
    z.object({
      code: z.string(),
      tone: z.enum(TONES),
      title: z.string(),
      message: z.string(),
    }),
  ),
  investments: z.array(InvestmentSchema),
  centres: z.array(ProfitCentreSchema),
  groups: z.array(
    ProfitCentreSchema.omit({ key: true, source: true }).extend({
      id: z.string(),
      centreKeys: z.array(z.string()),
    }),
  ),
  /** Keys of the centres in no group. */
  ungrouped: z.array(z.string()),
  /** The local risk score (001 §9) and the inputs the browser's local analysis needs. */
  risk: z.object({
    score: score(),
    level: z.enum(RISK_LEVELS),
    tone: z.enum(TONES),
    adjustments: z.array(z.object({ rule: z.string(), points: score(), message: z.string() })),
    inputs: RiskInputsSchema,
  }),
  /** Spanish: what the figures assume (the example, costs allocated to categories...). */
  assumed: z.array(z.string()),
});
export type ProfitabilityViewResponse = z.infer<typeof ProfitabilityViewSchema>;

const optionalPercent = (label: string) =>
  percent(`${label} debe ser un número`)
    .min(-1000, { error: `${label} es demasiado bajo` })
    .max(1000, { error: `${label} es demasiado grande` })
    .optional();

/**
 * POST /api/agents/alex/risk-assessment (001 §7). The spec's client sends its own figures; they
 * are checked and accepted, but Alex computes from the company's data in the database.
 */
export const AlexRequestSchema = z.strictObject({
  debt_to_equity: ratio('La deuda a capital debe ser un número')
    .min(0, { error: 'La deuda a capital no puede ser negativa' })
    .max(1_000_000, { error: 'La deuda a capital es demasiado grande' })
    .optional(),
  customer_concentration: optionalPercent('La concentración de clientes'),
  burn_rate: moneyInput('El consumo mensual de efectivo').optional(),
  revenue_volatility: optionalPercent('La volatilidad de ingresos'),
  cash_balance: moneyInput('El saldo de caja', { min: -1e11 }).optional(),
  risk_context: z
    .strictObject({
      total_revenue: moneyInput('Los ingresos totales').optional(),
      net_margin: optionalPercent('El margen neto'),
      investment_count: count('Las inversiones deben ser un número entero')
        .min(0, { error: 'Las inversiones no pueden ser negativas' })
        .max(100_000, { error: 'Las inversiones son demasiadas' })
        .optional(),
      highest_risk_investments: z
        .array(text('Cada inversión debe ser texto', { label: 'La inversión' }).max(120))
        .max(1000, { error: 'Se admiten como máximo 1,000 inversiones' })
        .optional(),
      operational_efficiency: optionalPercent('La eficiencia operativa'),
    })
    .optional(),
});
export type AlexRequest = z.input<typeof AlexRequestSchema>;

const FrontSchema = percent().nullable();

export const AlexAnalysisSchema = z.object({
  /** 0–100, higher is safer (001 §9). */
  risk_score: score(),
  risk_level: z.enum(RISK_LEVELS),
  /** Each front 0–100, lower is safer; null when the company has not given what it needs. */
  risk_breakdown: z.object({
    financial_risk: FrontSchema,
    operational_risk: FrontSchema,
    market_risk: FrontSchema,
    liquidity_risk: FrontSchema,
  }),
  key_risks: z.array(z.string()),
  /** The spec's rules that moved the score from its base of 75. */
  score_adjustments: z.array(z.object({ points: score(), message: z.string() })),
  /** What Alex read, from the company's data. */
  basis: z.object({
    period: z.object({ from: z.string(), to: z.string() }),
    inputs: RiskInputsSchema,
    total_revenue: money(),
    /** Spanish: what each front was read from. */
    fronts: z.object({
      financial: z.string(),
      operational: z.string(),
      market: z.string(),
      liquidity: z.string(),
    }),
  }),
  ...advisorAnalysis,
});
export type AlexAnalysisView = z.infer<typeof AlexAnalysisSchema>;

const marginView = (
  value: number | null,
  benchmark: number | null,
  rating: BenchmarkRating | null,
  note: string | undefined,
) => ({
  value,
  benchmark,
  rating,
  tone: rating === null ? null : BENCHMARK_RATING_TONES[rating],
  note: value === null ? (note ?? null) : null,
});

/**
 * Finance's `profitabilityFigures` as the view's statement, margins against the benchmarks,
 * waterfall and insights (with the investments' ROIs): the API's view of the company and the
 * browser's view of a book case are the same function's.
 */
export function profitabilityStatementView(
  figures: ProfitabilityFigures,
  investmentRois: readonly (number | null)[],
): Pick<ProfitabilityViewResponse, 'statement' | 'margins' | 'waterfall' | 'insights'> {
  const m = figures.margins;
  const B = PROFITABILITY_BENCHMARKS;
  return {
    statement: {
      revenue: figures.revenueCentavos,
      costOfSales: figures.costOfSalesCentavos,
      grossProfit: figures.grossProfitCentavos,
      operatingExpenses: figures.operatingExpensesCentavos,
      ebitda: figures.ebitdaCentavos,
      interest: figures.interestCentavos,
      taxes: figures.taxesCentavos,
      netProfit: figures.netProfitCentavos,
    },
    margins: {
      gross: marginView(m.grossMargin, B.grossMargin, m.grossRating, m.notes.grossMargin),
      operating: marginView(
        m.operatingMargin,
        B.operatingMargin,
        m.operatingRating,
        m.notes.operatingMargin,
      ),
      net: marginView(m.netMargin, B.netMargin, m.netRating, m.notes.netMargin),
      ebitda: marginView(m.ebitdaMargin, null, null, m.notes.ebitdaMargin),
    },
    waterfall: figures.waterfall.map((step) => ({
      key: step.key,
      label: step.label,
      amount: step.amountCentavos,
      kind: step.kind,
    })),
    insights: profitabilityInsights({
      netMargin: m.netMargin,
      grossMargin: m.grossMargin,
      investmentRois: [...investmentRois],
    }),
  };
}

/** Alex's figures, the part of the answer computed rather than written. */
export type AlexFigures = Pick<
  AlexAnalysisView,
  'risk_score' | 'risk_level' | 'risk_breakdown' | 'key_risks' | 'score_adjustments' | 'basis'
>;

/**
 * Finance's `riskAssessment` in Alex's answer's names: the server's Alex and the browser's local
 * fallback both answer with it, so the two can never disagree on a figure.
 */
export function alexFigures(
  a: RiskAssessment,
  basis: { period: { from: string; to: string }; inputs: RiskInputsView; totalRevenue: Centavos },
): AlexFigures {
  const b = a.breakdown;
  return {
    risk_score: a.score.score,
    risk_level: a.score.level,
    risk_breakdown: {
      financial_risk: b.financial.percent,
      operational_risk: b.operational.percent,
      market_risk: b.market.percent,
      liquidity_risk: b.liquidity.percent,
    },
    key_risks: a.keyRisks,
    score_adjustments: a.score.adjustments.map((adj) => ({
      points: adj.points,
      message: adj.message,
    })),
    basis: {
      period: basis.period,
      inputs: basis.inputs,
      total_revenue: basis.totalRevenue,
      fronts: {
        financial: b.financial.basis,
        operational: b.operational.basis,
        market: b.market.basis,
        liquidity: b.liquidity.basis,
      },
    },
  };
}

export const AlexResponseSchema = advisorResponse(AlexAnalysisSchema);
export type AlexResponse = z.infer<typeof AlexResponseSchema>;

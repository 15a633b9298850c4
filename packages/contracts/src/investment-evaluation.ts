import {
  DEFAULT_DISCOUNT_RATE_PERCENT,
  evaluateInvestment,
  type InvestmentEvaluation,
  type InvestmentSeries,
  type InvestmentVerdict,
  investmentVerdict,
  type NpvSensitivity,
  npvSensitivity,
} from '@caudal/finance';
import { type Centavos, MONEY_MAX_PESOS } from '@caudal/finance/money';
import { count, money, moneyInput, percent, periods, ratio } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * An investment as a cash-flow series (issue 33): what it costs today, what it adds or takes in
 * each later month or year, an optional salvage value and the owner's discount rate. The fields
 * are shared by the stored investments and by `POST /api/profitability/evaluate`.
 */

export const PERIOD_UNITS = ['month', 'year'] as const;
export type PeriodUnitWire = (typeof PERIOD_UNITS)[number];

/** At most 600 periods: 50 years by month. */
export const MAX_SERIES_PERIODS = 600;

const TONES = ['good', 'warning', 'bad'] as const;

/** The flows of periods 1…n, pesos, negative allowed. */
export const cashFlowsInput = () =>
  z
    .array(moneyInput('Cada flujo', { min: -MONEY_MAX_PESOS }), {
      error: 'Los flujos deben ser una lista de montos en pesos',
    })
    .min(1, { error: 'Indica al menos un flujo después de la inversión inicial' })
    .max(MAX_SERIES_PERIODS, {
      error: `Se admiten como máximo ${MAX_SERIES_PERIODS} periodos`,
    });

export const periodUnitInput = () =>
  z.enum(PERIOD_UNITS, { error: 'La unidad del periodo debe ser month o year' }).default('month');

export const discountRateInput = () =>
  percent('La tasa de descuento debe ser un número')
    .gt(-100, { error: 'La tasa de descuento debe ser mayor que −100 %' })
    .max(1000, { error: 'La tasa de descuento puede ser como máximo 1,000 %' });

export const salvageValueInput = () => moneyInput('El valor de rescate').optional();

/** POST /api/profitability/evaluate: a series evaluated without saving it (what-ifs). */
export const EvaluateInvestmentRequestSchema = z.strictObject({
  /** Paid today (t0): positive is money out; negative is money received today. */
  initialCost: moneyInput('La inversión inicial', { min: -MONEY_MAX_PESOS }),
  cashFlows: cashFlowsInput(),
  periodUnit: periodUnitInput(),
  discountRate: discountRateInput().default(DEFAULT_DISCOUNT_RATE_PERCENT),
  salvageValue: salvageValueInput(),
});
export type EvaluateInvestmentRequest = z.input<typeof EvaluateInvestmentRequestSchema>;

const note = z.string().nullable();

/** Every figure with its unit, the notes that explain a null, the chart and the sensitivity. */
export const InvestmentEvaluationSchema = z.object({
  periodUnit: z.enum(PERIOD_UNITS),
  periods: count(),
  /** The discount rate as given, percent per year, and the rate per period it was applied at. */
  discountRate: percent(),
  periodRate: percent(),
  /** VPN, the outlay at t0 undiscounted (Excel's NPV() discounts its first value too). */
  npv: z.object({ value: money().nullable(), unit: z.literal('MXN'), note }),
  /** Every TIR found, ascending, percent per year; empty with its reason in `note`. */
  irr: z.object({
    value: z.array(percent()),
    perPeriod: z.array(percent()),
    unit: z.literal('percent per year'),
    note,
  }),
  mirr: z.object({
    value: percent().nullable(),
    unit: z.literal('percent per year'),
    financeRate: percent(),
    reinvestmentRate: percent(),
    note,
  }),
  paybackPeriods: z.object({ value: periods().nullable(), unit: z.enum(PERIOD_UNITS), note }),
  discountedPaybackPeriods: z.object({
    value: periods().nullable(),
    unit: z.enum(PERIOD_UNITS),
    note,
  }),
  roi: z.object({ value: percent().nullable(), unit: z.literal('percent'), note }),
  profitabilityIndex: z.object({ value: ratio().nullable(), unit: z.literal('ratio'), note }),
  /** Cumulative cash at t0…n, plain and discounted: crosses zero at the payback. */
  cumulative: z.array(money()),
  discountedCumulative: z.array(money()),
  /** The VPN with the rate ±5 points (rows) and the flows ±20 % (cells). */
  sensitivity: z.object({
    rows: z.array(
      z.object({
        discountRate: percent(),
        rateShiftPoints: percent(),
        cells: z.array(z.object({ flowChange: percent(), npv: money().nullable() })),
      }),
    ),
  }),
  verdict: z.object({ tone: z.enum(TONES), headline: z.string(), payback: z.string() }),
});
export type InvestmentEvaluationView = z.infer<typeof InvestmentEvaluationSchema>;

/** Finance's evaluation, sensitivity and verdict in the wire's names (API and web alike). */
export function investmentEvaluationView(
  e: InvestmentEvaluation,
  sensitivity: NpvSensitivity,
  verdict: InvestmentVerdict,
): InvestmentEvaluationView {
  const n = (key: keyof InvestmentEvaluation['notes']) => e.notes[key] ?? null;
  return {
    periodUnit: e.periodUnit,
    periods: e.periods,
    discountRate: e.discountRatePercent,
    periodRate: e.periodRatePercent,
    npv: { value: e.npv.value, unit: 'MXN', note: n('npv') },
    irr: {
      value: e.irr.value,
      perPeriod: e.irr.perPeriod,
      unit: 'percent per year',
      note: n('irr'),
    },
    mirr: {
      value: e.mirr.value,
      unit: 'percent per year',
      financeRate: e.mirr.financeRatePercent,
      reinvestmentRate: e.mirr.reinvestmentRatePercent,
      note: n('mirr'),
    },
    paybackPeriods: {
      value: e.paybackPeriods.value,
      unit: e.periodUnit,
      note: n('paybackPeriods'),
    },
    discountedPaybackPeriods: {
      value: e.discountedPaybackPeriods.value,
      unit: e.periodUnit,
      note: n('discountedPaybackPeriods'),
    },
    roi: { value: e.roi.value, unit: 'percent', note: n('roi') },
    profitabilityIndex: {
      value: e.profitabilityIndex.value,
      unit: 'ratio',
      note: n('profitabilityIndex'),
    },
    cumulative: e.cumulativeCentavos,
    discountedCumulative: e.discountedCumulativeCentavos,
    sensitivity: {
      rows: sensitivity.rows.map((row) => ({
        discountRate: row.discountRatePercent,
        rateShiftPoints: row.rateShiftPoints,
        cells: row.cells.map((cell) => ({ flowChange: cell.flowChangePercent, npv: cell.npv })),
      })),
    },
    verdict,
  };
}

/** A series in the wire's names, decoded (centavos): a request body or a stored investment. */
export type SeriesFields = {
  initialCost: Centavos;
  cashFlows: readonly Centavos[];
  periodUnit: PeriodUnitWire;
  discountRate: number;
  salvageValue?: Centavos | null | undefined;
};

/** The wire's series as finance's. */
export const investmentSeriesOf = (s: SeriesFields): InvestmentSeries => ({
  initialOutlayCentavos: s.initialCost,
  flowsCentavos: s.cashFlows,
  ...(s.salvageValue ? { salvageCentavos: s.salvageValue } : {}),
  discountRatePercent: s.discountRate,
  periodUnit: s.periodUnit,
});

/**
 * VPN, TIR, payback, ROI, index, the cumulative cash, the sensitivity and the verdict of a
 * series: what `POST /api/profitability/evaluate` answers and what the screen computes live.
 * `formatMoney` is the caller's (the API's or the web's `lib/format.ts`). Book: chapter 11.
 */
export function evaluateSeriesView(
  s: SeriesFields,
  formatMoney: (amount: Centavos) => string,
  subject?: string,
): InvestmentEvaluationView {
  const series = investmentSeriesOf(s);
  const evaluation = evaluateInvestment(series);
  const verdict = investmentVerdict(evaluation, formatMoney, subject ? { subject } : {});
  return investmentEvaluationView(evaluation, npvSensitivity(series), verdict);
}

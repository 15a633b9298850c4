import type { PeriodUnit } from './discounting.ts';
import { annualPercentOf, irrRoots, periodRate, presentValue, signChanges } from './discounting.ts';
import type { Centavos } from './money.ts';
import { percent, ratio, roundCentavos, sum } from './numbers.ts';
import type { Notes } from './types.ts';

export type { PeriodUnit } from './discounting.ts';

/**
 * An investment as a cash-flow series: what it costs today and what it adds (or takes) in each
 * later period, month or year. Flows are net of the costs the investment brings and may be
 * negative (a branch that loses money its first months). Book: chapter 11.
 */
export type InvestmentSeries = {
  /** Paid today (t0); positive means money out. */
  initialOutlayCentavos: Centavos;
  /** Net flow at the end of each period 1…n, uneven and negative allowed. */
  flowsCentavos: readonly Centavos[];
  /** What the asset is sold for at the end: added to the last period's flow. */
  salvageCentavos?: Centavos;
  /** The owner's discount rate, percent per year (their cost of money). */
  discountRatePercent: number;
  periodUnit: PeriodUnit;
};

/** The rates of the TIRM (MIRR), percent per year; each defaults to the discount rate. */
export type MirrRates = { financeRatePercent?: number; reinvestmentRatePercent?: number };

export type InvestmentEvaluation = {
  periodUnit: PeriodUnit;
  /** Periods in the series (n), not counting t0. */
  periods: number;
  /** The discount rate as given, percent per year. */
  discountRatePercent: number;
  /** The discount rate per period it was applied at, percent (see `periodRate`). */
  periodRatePercent: number;
  /**
   * VPN: −outlay + Σ flow_t / (1 + i)^t, the outlay at t0 undiscounted (the textbook
   * convention). Excel's NPV() discounts its first value too, so its NPV(i, flows) − outlay is
   * this figure, and NPV(i, −outlay, flows) is this figure ÷ (1 + i).
   */
  npv: { value: Centavos | null; unit: 'centavos' };
  /**
   * Every TIR found, ascending, percent per year (a monthly TIR compounded to a year, so it
   * compares with the discount rate); `perPeriod` holds the same rates per period. Empty, with
   * a note, when there is none; more than one only when the flows change sign more than once.
   */
  irr: { value: number[]; perPeriod: number[]; unit: 'percent' };
  /**
   * TIRM: negative flows brought to t0 at the finance rate, positive ones carried to the end at
   * the reinvestment rate; the rate joining the two, percent per year. One answer always.
   */
  mirr: {
    value: number | null;
    unit: 'percent';
    financeRatePercent: number;
    reinvestmentRatePercent: number;
  };
  paybackPeriods: { value: number | null; unit: 'periods' };
  discountedPaybackPeriods: { value: number | null; unit: 'periods' };
  /** (Σ flows + salvage − outlay) ÷ outlay × 100: the whole series, undiscounted. */
  roi: { value: number | null; unit: 'percent' };
  /** Present value of the flows ÷ outlay: above 1, the VPN is positive. */
  profitabilityIndex: { value: number | null; unit: 'ratio' };
  /** Cumulative cash at t0…n, plain and discounted: the chart that crosses zero at payback. */
  cumulativeCentavos: Centavos[];
  discountedCumulativeCentavos: Centavos[];
  notes: Notes<InvestmentEvaluation>;
};

/**
 * The discount rate an investment starts with, percent per year, until the owner states their
 * own: about what a small Mexican business pays for a bank loan, so "¿conviene?" is first asked
 * against borrowing the money. Book: chapter 11.
 */
export const DEFAULT_DISCOUNT_RATE_PERCENT = 12;

export const NO_IRR_SAME_SIGN = 'Los flujos nunca cambian de signo: no hay TIR.';
export const NO_PAYBACK =
  'No se recupera en el plazo: al final de la serie lo acumulado sigue en negativo.';
const NO_OUTLAY = 'Sin un desembolso inicial positivo no hay base para medir el retorno.';
const NO_IRR_IN_RANGE = 'No se encontró una TIR entre −99 % y 10,000 % por periodo.';
const BAD_RATE = 'La tasa de descuento debe ser mayor que −100 %.';
const NO_MIRR = 'La TIRM necesita al menos un flujo negativo y uno positivo.';

/** The series as plain numbers, t0 first: −outlay, flow_1, …, flow_n + salvage. Ch. 11. */
export function seriesFlows(series: InvestmentSeries): number[] {
  const flows = [-series.initialOutlayCentavos, ...series.flowsCentavos];
  // With no period there is no last period to sell the asset in: the salvage has nowhere to go.
  const last = flows.length - 1;
  if (last > 0) flows[last] = (flows[last] ?? 0) + (series.salvageCentavos ?? 0);
  return flows;
}

/** VPN in centavos (t0 convention); null for a rate at or below −100 %. Book: chapter 11. */
export function netPresentValue(series: InvestmentSeries): Centavos | null {
  if (!(series.discountRatePercent > -100)) return null;
  const value = presentValue(
    seriesFlows(series),
    periodRate(series.discountRatePercent, series.periodUnit),
  );
  return Number.isFinite(value) ? roundCentavos(value) : null;
}

/**
 * Periods until the cumulative cash reaches zero and stays there to the end of the series,
 * interpolated within the period (the flow assumed to arrive evenly). A series that recovers
 * and then falls back below zero has not paid back. Null when the end is still negative.
 * Book: chapter 11.
 */
export function paybackOf(flows: readonly number[]): number | null {
  const cumulative = cumulativeOf(flows);
  if ((cumulative.at(-1) ?? 0) < 0) return null;
  let lastNegative = -1;
  cumulative.forEach((value, t) => {
    if (value < 0) lastNegative = t;
  });
  if (lastNegative < 0) return 0;
  const owed = -(cumulative[lastNegative] ?? 0);
  const next = flows[lastNegative + 1] ?? 0;
  return lastNegative + owed / next;
}

function cumulativeOf(flows: readonly number[]): number[] {
  let running = 0;
  return flows.map((flow) => {
    running += flow;
    return running;
  });
}

function discountedFlows(flows: readonly number[], ratePerPeriod: number): number[] {
  return flows.map((flow, t) => flow / (1 + ratePerPeriod) ** t);
}

/** TIRM per period (fraction), or null when the series lacks a negative or a positive flow. */
function mirrPerPeriod(flows: readonly number[], finance: number, reinvest: number): number | null {
  const n = flows.length - 1;
  const outflows = flows.map((flow) => Math.min(flow, 0));
  const inflows = flows.map((flow) => Math.max(flow, 0));
  const costToday = -presentValue(outflows, finance);
  const gainAtEnd = presentValue(inflows, reinvest) * (1 + reinvest) ** n;
  if (n < 1 || !(costToday > 0) || !(gainAtEnd > 0)) return null;
  const value = (gainAtEnd / costToday) ** (1 / n) - 1;
  return Number.isFinite(value) ? value : null;
}

/**
 * VPN, TIR, TIRM, payback simple and discounted, ROI and profitability index of a series.
 * Book: chapter 11, "Valor presente neto (VPN) y tasa interna de retorno (TIR)".
 */
export function evaluateInvestment(
  series: InvestmentSeries,
  rates: MirrRates = {},
): InvestmentEvaluation {
  const notes: Notes<InvestmentEvaluation> = {};
  const unit = series.periodUnit;
  const flows = seriesFlows(series);
  const outlay = series.initialOutlayCentavos;
  const rateOk = series.discountRatePercent > -100;
  const rate = rateOk ? periodRate(series.discountRatePercent, unit) : 0;
  if (!rateOk) notes.npv = BAD_RATE;
  const npv = netPresentValue(series);

  const perPeriod = irrRoots(flows);
  const changes = signChanges(flows);
  if (perPeriod.length === 0) {
    notes.irr = changes === 0 ? NO_IRR_SAME_SIGN : NO_IRR_IN_RANGE;
  } else if (changes > 1) {
    notes.irr = `Los flujos cambian de signo ${changes} veces: puede haber más de una TIR y ninguna basta para decidir; mira el VPN y la TIRM.`;
  }

  const financeRatePercent = rates.financeRatePercent ?? series.discountRatePercent;
  const reinvestmentRatePercent = rates.reinvestmentRatePercent ?? series.discountRatePercent;
  const mirr =
    financeRatePercent > -100 && reinvestmentRatePercent > -100
      ? mirrPerPeriod(
          flows,
          periodRate(financeRatePercent, unit),
          periodRate(reinvestmentRatePercent, unit),
        )
      : null;
  if (mirr === null) notes.mirr = NO_MIRR;

  const discounted = rateOk ? discountedFlows(flows, rate) : flows;
  const payback = paybackOf(flows);
  if (payback === null) notes.paybackPeriods = NO_PAYBACK;
  const discountedPayback = rateOk ? paybackOf(discounted) : null;
  if (discountedPayback === null) notes.discountedPaybackPeriods = rateOk ? NO_PAYBACK : BAD_RATE;

  const roi = percent(sum(flows.slice(1)) - outlay, outlay);
  if (roi === null) notes.roi = NO_OUTLAY;
  const futureValue = rateOk ? sum(discounted.slice(1)) : Number.NaN;
  const index = ratio(futureValue, outlay);
  if (index === null) notes.profitabilityIndex = outlay > 0 ? BAD_RATE : NO_OUTLAY;

  return {
    periodUnit: unit,
    periods: series.flowsCentavos.length,
    discountRatePercent: series.discountRatePercent,
    periodRatePercent: rate * 100,
    npv: { value: npv, unit: 'centavos' },
    irr: {
      value: perPeriod.map((r) => annualPercentOf(r, unit)),
      perPeriod: perPeriod.map((r) => r * 100),
      unit: 'percent',
    },
    mirr: {
      value: mirr === null ? null : annualPercentOf(mirr, unit),
      unit: 'percent',
      financeRatePercent,
      reinvestmentRatePercent,
    },
    paybackPeriods: { value: payback, unit: 'periods' },
    discountedPaybackPeriods: { value: discountedPayback, unit: 'periods' },
    roi: { value: roi, unit: 'percent' },
    profitabilityIndex: { value: index, unit: 'ratio' },
    cumulativeCentavos: cumulativeOf(flows).map(roundCentavos),
    discountedCumulativeCentavos: cumulativeOf(discounted).map(roundCentavos),
    notes,
  };
}

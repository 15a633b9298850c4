import type { InvestmentEvaluation, InvestmentSeries } from './investment-evaluation.ts';
import { netPresentValue } from './investment-evaluation.ts';
import type { Centavos } from './money.ts';
import { deepFreeze, roundCentavos } from './numbers.ts';
import type { Tone } from './types.ts';

/** The sensitivity table: the discount rate ±5 points, the flows ±20 % (issue 33). */
export const NPV_SENSITIVITY_SHIFTS = deepFreeze({
  ratePoints: [-5, 0, 5],
  flowPercent: [-20, 0, 20],
} as const);

export type NpvSensitivity = {
  unit: 'centavos';
  rows: {
    discountRatePercent: number;
    rateShiftPoints: number;
    cells: { flowChangePercent: number; npv: Centavos | null }[];
  }[];
};

/**
 * VPN with the discount rate moved by each of `ratePoints` (rows) and every later flow, salvage
 * included, scaled by each of `flowPercent` (columns); the outlay stays what it costs. Book: chapter 11.
 */
export function npvSensitivity(
  series: InvestmentSeries,
  shifts: {
    ratePoints: readonly number[];
    flowPercent: readonly number[];
  } = NPV_SENSITIVITY_SHIFTS,
): NpvSensitivity {
  return {
    unit: 'centavos',
    rows: shifts.ratePoints.map((points) => ({
      discountRatePercent: series.discountRatePercent + points,
      rateShiftPoints: points,
      cells: shifts.flowPercent.map((change) => {
        const scale = (amount: Centavos) => roundCentavos(amount * (1 + change / 100));
        const moved: InvestmentSeries = {
          ...series,
          discountRatePercent: series.discountRatePercent + points,
          flowsCentavos: series.flowsCentavos.map(scale),
          salvageCentavos: scale(series.salvageCentavos ?? (0 as Centavos)),
        };
        return { flowChangePercent: change, npv: netPresentValue(moved) };
      }),
    })),
  };
}

export type InvestmentVerdict = {
  tone: Tone;
  /** What the VPN means, in one sentence. */
  headline: string;
  /** When the money comes back, or that it does not. */
  payback: string;
};

export type VerdictWording = {
  /** What is evaluated: 'este horno'. */
  subject?: string;
  /** Not doing it: 'no comprarlo'. */
  alternative?: string;
};

const number = (value: number, digits: number) =>
  value.toLocaleString('es-MX', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

const PERIOD_WORDS = deepFreeze({ month: ['mes', 'meses'], year: ['año', 'años'] } as const);

function periodsText(value: number, unit: InvestmentEvaluation['periodUnit']): string {
  const shown = number(value, 1);
  return `${shown} ${PERIOD_WORDS[unit][shown === '1' ? 0 : 1]}`;
}

/**
 * The evaluation in plain Spanish. Money goes through the caller's `formatMoney` (the web's or
 * the API's `lib/format.ts`), the only place centavos become text; finance formats no money.
 * Book: chapter 11.
 */
export function investmentVerdict(
  evaluation: InvestmentEvaluation,
  formatMoney: (amount: Centavos) => string,
  wording: VerdictWording = {},
): InvestmentVerdict {
  const subject = wording.subject ?? 'este proyecto';
  const alternative = wording.alternative ?? 'no hacerlo';
  const npv = evaluation.npv.value;
  const rate = `A una tasa de ${number(evaluation.discountRatePercent, 2)} %`;
  const payback = paybackSentence(evaluation, formatMoney);
  // Compared in whole pesos, as it is shown: a VPN of 30 centavos is not "te deja $0 más".
  const pesos = npv === null ? 0 : Math.round(npv / 100);
  if (npv === null) {
    return {
      tone: 'warning',
      headline: evaluation.notes.npv ?? 'Sin tasa válida no hay VPN.',
      payback,
    };
  }
  if (pesos > 0) {
    return {
      tone: 'good',
      headline: `${rate} ${subject} te deja ${formatMoney(npv)} de hoy más que ${alternative}.`,
      payback,
    };
  }
  if (pesos < 0) {
    const short = roundCentavos(-npv);
    return {
      tone: 'bad',
      headline: `${rate} ${subject} te deja ${formatMoney(short)} de hoy menos que ${alternative}: lo que produce no alcanza a pagar lo que te cuesta el dinero.`,
      payback,
    };
  }
  return {
    tone: 'warning',
    headline: `${rate} ${subject} apenas se paga: te deja lo mismo que ${alternative}.`,
    payback,
  };
}

function paybackSentence(
  evaluation: InvestmentEvaluation,
  formatMoney: (amount: Centavos) => string,
): string {
  const unit = evaluation.periodUnit;
  const simple = evaluation.paybackPeriods.value;
  const discounted = evaluation.discountedPaybackPeriods.value;
  if (simple === null) {
    const end = evaluation.cumulativeCentavos.at(-1) ?? (0 as Centavos);
    return `No se recupera en el plazo: al final de ${periodsText(evaluation.periods, unit)} todavía faltan ${formatMoney(roundCentavos(-end))}.`;
  }
  if (simple === 0) return 'No hay desembolso que recuperar: lo acumulado nunca queda en negativo.';
  const counted =
    discounted === null
      ? 'contando lo que vale el dinero en el tiempo, no se recupera en el plazo'
      : `contando lo que vale el dinero en el tiempo, en ${periodsText(discounted, unit)}`;
  return `Recuperas lo invertido en ${periodsText(simple, unit)}; ${counted}.`;
}

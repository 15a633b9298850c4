import { addDays, monthKey } from './dates.ts';
import { nextBusinessDay } from './fiscal-calendar.ts';
import { type Centavos, centavos } from './money.ts';
import { deepFreeze, roundCentavos } from './numbers.ts';

/**
 * The month's IVA and provisional ISR, estimated from what was cobrado and pagado (issue 32): an
 * estimate to plan the cash for the 17th, not a return. Cash basis, as IVA (LIVA art. 1-B) and
 * RESICO are: the IVA of what was collected that month, the IVA of what was paid.
 */

/** The SAT's regimes (c_RegimenFiscal) an owner of a small business may be in. */
export const TAX_REGIMES = deepFreeze({
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '606': 'Arrendamiento',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '621': 'Incorporación Fiscal',
  '625': 'Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza (RESICO)',
} as const);
export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = deepFreeze([
  '601',
  '603',
  '606',
  '612',
  '621',
  '625',
  '626',
] as const satisfies readonly TaxRegime[]);

/** The IVA a movement's amount may include: 16 %, the border's 8 %, 0 % or exento. */
export const IVA_RATES = deepFreeze(['16', '8', '0', 'exento'] as const);
export type IvaRate = (typeof IVA_RATES)[number];

/** The IVA inside an amount that includes it at `rate` (amount × r / (1 + r)), to the centavo. */
export function ivaIncluded(amountCentavos: Centavos, rate: IvaRate): Centavos {
  const r = rate === '16' ? 16 : rate === '8' ? 8 : 0;
  return roundCentavos((amountCentavos * r) / (100 + r));
}

export const TAX_RULES = deepFreeze({
  /** LISR art. 113-E: RESICO personas físicas, monthly income (before IVA) up to → rate. */
  resicoPersonaFisica: [
    { upToCentavos: 2_500_000, percent: 1 },
    { upToCentavos: 5_000_000, percent: 1.1 },
    { upToCentavos: 8_333_333, percent: 1.5 },
    { upToCentavos: 20_833_333, percent: 2 },
    { upToCentavos: 29_166_667, percent: 2.5 },
  ],
  /** LISR arts. 9 and 14: personas morales' rate on the estimated profit. */
  corporateRatePercent: 30,
} as const);

/** The month's sums of the business's movements (owners' excluded), by their tax breakdown. */
export type TaxMonthSums = {
  /** Income before IVA (cobrado), and the IVA in it. */
  incomeNetCentavos: Centavos;
  incomeIvaCentavos: Centavos;
  /** What customers withheld from the company: ISR and IVA. */
  incomeIsrWithheldCentavos: Centavos;
  incomeIvaWithheldCentavos: Centavos;
  /** Expenses before IVA (pagado), and the IVA in them (acreditable). */
  expenseNetCentavos: Centavos;
  expenseIvaCentavos: Centavos;
  /** What the company withheld from its suppliers and workers: it pays it over on the 17th. */
  expenseIsrWithheldCentavos: Centavos;
  expenseIvaWithheldCentavos: Centavos;
  /** A payroll's other deductions (the worker's IMSS…), paid with the IMSS on the 17th. */
  expenseOtherWithheldCentavos?: Centavos;
};

export type IsrEstimate = {
  /** The amount the estimate is computed on, its rate (percent) and the provisional payment. */
  baseCentavos: Centavos | null;
  ratePercent: number | null;
  provisionalCentavos: Centavos | null;
  /** ISR customers withheld, credited against it (RESICO: 1.25 % by personas morales). */
  withheldCentavos: Centavos;
  /** What is left to pay; null when it cannot be estimated. */
  payableCentavos: Centavos | null;
  /** How it was reached, or why it cannot be, in the owner's words. */
  method: string;
  legalBasis: string;
};

export type TaxEstimate = {
  iva: {
    collectedCentavos: Centavos;
    creditableCentavos: Centavos;
    withheldCentavos: Centavos;
    /** Collected − withheld − creditable; negative: a balance in the company's favour. */
    payableCentavos: Centavos;
    legalBasis: string;
  };
  isr: IsrEstimate;
  /**
   * ISR and IVA the company withheld (payroll, honorarios, rent, freight) and a payroll's other
   * deductions (the worker's IMSS and the rest).
   */
  withholdingsToPay: { isrCentavos: Centavos; ivaCentavos: Centavos; otherCentavos: Centavos };
  /** IVA payable (when positive) + ISR payable + the withholdings: the cash for the 17th. */
  totalCentavos: Centavos;
};

const IVA_BASIS = 'LIVA arts. 1-A, 1-B, 4, 5 y 5-D';

/** A persona física's RFC has 13 characters, a persona moral's 12. */
export function isPersonaFisica(rfc: string | null): boolean | null {
  if (rfc === null) return null;
  return rfc.length === 13;
}

function resicoRate(incomeCentavos: number): number | null {
  const band = TAX_RULES.resicoPersonaFisica.find((b) => incomeCentavos <= b.upToCentavos);
  return band ? band.percent : null;
}

function isrEstimate(
  sums: TaxMonthSums,
  regime: TaxRegime | null,
  personaFisica: boolean | null,
  profitCoefficient: number | null,
): IsrEstimate {
  const withheld = sums.incomeIsrWithheldCentavos;
  const income = sums.incomeNetCentavos;
  const none = (method: string, legalBasis = ''): IsrEstimate => ({
    baseCentavos: null,
    ratePercent: null,
    provisionalCentavos: null,
    withheldCentavos: withheld,
    payableCentavos: null,
    method,
    legalBasis,
  });
  const of = (base: number, rate: number, method: string, legalBasis: string): IsrEstimate => {
    const provisional = roundCentavos((base * rate) / 100);
    return {
      baseCentavos: centavos(base),
      ratePercent: rate,
      provisionalCentavos: provisional,
      withheldCentavos: withheld,
      payableCentavos: centavos(Math.max(0, provisional - withheld)),
      method,
      legalBasis,
    };
  };
  if (regime === null)
    return none(
      'Elige tu régimen fiscal en Datos de tu empresa para estimar tu pago provisional de ISR.',
    );
  if (regime === '626' && personaFisica !== false) {
    const rate = resicoRate(income);
    if (rate === null)
      return none(
        'Tus ingresos del mes pasan el tope del RESICO (3.5 millones al año): revisa tu régimen con tu contador.',
        'LISR art. 113-E',
      );
    return of(
      income,
      rate,
      `RESICO: ${rate.toLocaleString('es-MX')} % sobre lo que cobraste en el mes sin IVA, sin deducciones, menos el ISR que te retuvieron.`,
      'LISR art. 113-E',
    );
  }
  if (regime === '626') {
    const profit = Math.max(0, income - sums.expenseNetCentavos);
    return of(
      profit,
      TAX_RULES.corporateRatePercent,
      'RESICO de personas morales: 30 % sobre lo que cobraste menos lo que pagaste en el mes, sin IVA (estimado del mes; el pago real es acumulado en el año).',
      'LISR arts. 206 a 215',
    );
  }
  if (regime === '601') {
    if (profitCoefficient === null)
      return none(
        'Escribe el coeficiente de utilidad de tu última declaración anual en Datos de tu empresa para estimar tu pago provisional.',
        'LISR art. 14',
      );
    const base = roundCentavos(income * profitCoefficient);
    return of(
      base,
      TAX_RULES.corporateRatePercent,
      `Ingresos del mes sin IVA × tu coeficiente de utilidad (${profitCoefficient.toLocaleString('es-MX', { maximumFractionDigits: 4 })}) × 30 %, menos el ISR que te retuvieron.`,
      'LISR art. 14',
    );
  }
  return none(
    'En tu régimen el pago provisional sale de la tarifa del ISR sobre tu utilidad acumulada del año: tu contador lo calcula. Aquí solo estimamos el IVA.',
    regime === '606' ? 'LISR art. 116' : 'LISR art. 106',
  );
}

/**
 * The month's IVA payable (collected − withheld − creditable) and the provisional ISR by regime.
 * Book: chapter 3 (cash and obligations); the legal basis is named with each figure.
 */
export function taxEstimate(input: {
  sums: TaxMonthSums;
  regime: TaxRegime | null;
  rfc: string | null;
  profitCoefficient: number | null;
}): TaxEstimate {
  const { sums } = input;
  const payable = centavos(
    sums.incomeIvaCentavos - sums.incomeIvaWithheldCentavos - sums.expenseIvaCentavos,
  );
  const isr = isrEstimate(sums, input.regime, isPersonaFisica(input.rfc), input.profitCoefficient);
  const withholdingsToPay = {
    isrCentavos: sums.expenseIsrWithheldCentavos,
    ivaCentavos: sums.expenseIvaWithheldCentavos,
    otherCentavos: sums.expenseOtherWithheldCentavos ?? centavos(0),
  };
  return {
    iva: {
      collectedCentavos: sums.incomeIvaCentavos,
      creditableCentavos: sums.expenseIvaCentavos,
      withheldCentavos: sums.incomeIvaWithheldCentavos,
      payableCentavos: payable,
      legalBasis: IVA_BASIS,
    },
    isr,
    withholdingsToPay,
    totalCentavos: centavos(
      Math.max(0, payable) +
        (isr.payableCentavos ?? 0) +
        withholdingsToPay.isrCentavos +
        withholdingsToPay.ivaCentavos +
        withholdingsToPay.otherCentavos,
    ),
  };
}

/** The month's last day, `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  return addDays(`${monthKey(`${month}-01`, 1)}-01`, -1);
}

/** The month's days: what was cobrado and pagado in it counts (cash basis). */
export function taxMonthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: lastDayOf(month) };
}

/** The day the month's taxes are due: the 17th of the next month, moved to a business day. */
export function taxDueDate(month: string): string {
  return nextBusinessDay(`${monthKey(`${month}-01`, 1)}-17`);
}

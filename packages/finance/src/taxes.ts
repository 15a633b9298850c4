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
  /**
   * LISR art. 96, the yearly tariff (RMF Anexo 8): lower limit, fixed quota, percent on the
   * excess. A month's tariff is the year's ÷ 12, accumulated for provisional payments (× the
   * months elapsed), as Anexo 8 publishes it. 2026: DOF of 28 December 2025; the one before was
   * in force from 2023 to 2025.
   */
  isrTariffs: [
    {
      fromYear: 2026,
      source: 'tarifa del art. 96 de 2026 (DOF 28/12/2025)',
      brackets: [
        { fromCentavos: 1, quotaCentavos: 0, percent: 1.92 },
        { fromCentavos: 1_013_512, quotaCentavos: 19_459, percent: 6.4 },
        { fromCentavos: 8_602_212, quotaCentavos: 505_137, percent: 10.88 },
        { fromCentavos: 15_117_620, quotaCentavos: 1_214_013, percent: 16 },
        { fromCentavos: 17_573_567, quotaCentavos: 1_606_964, percent: 17.92 },
        { fromCentavos: 21_040_370, quotaCentavos: 2_228_214, percent: 21.36 },
        { fromCentavos: 42_435_398, quotaCentavos: 6_798_192, percent: 23.52 },
        { fromCentavos: 66_884_015, quotaCentavos: 12_548_507, percent: 30 },
        { fromCentavos: 127_692_599, quotaCentavos: 30_791_081, percent: 32 },
        { fromCentavos: 170_256_798, quotaCentavos: 44_411_623, percent: 34 },
        { fromCentavos: 510_770_393, quotaCentavos: 160_186_246, percent: 35 },
      ],
    },
    {
      fromYear: 2023,
      source: 'tarifa del art. 96 de 2023 a 2025 (RMF 2023, Anexo 8)',
      brackets: [
        { fromCentavos: 1, quotaCentavos: 0, percent: 1.92 },
        { fromCentavos: 895_250, quotaCentavos: 17_188, percent: 6.4 },
        { fromCentavos: 7_598_456, quotaCentavos: 446_194, percent: 10.88 },
        { fromCentavos: 13_353_608, quotaCentavos: 1_072_355, percent: 16 },
        { fromCentavos: 15_522_981, quotaCentavos: 1_419_454, percent: 17.92 },
        { fromCentavos: 18_585_258, quotaCentavos: 1_968_213, percent: 21.36 },
        { fromCentavos: 37_483_789, quotaCentavos: 6_004_940, percent: 23.52 },
        { fromCentavos: 59_079_600, quotaCentavos: 11_084_274, percent: 30 },
        { fromCentavos: 112_792_685, quotaCentavos: 27_198_199, percent: 32 },
        { fromCentavos: 150_390_247, quotaCentavos: 39_229_417, percent: 34 },
        { fromCentavos: 451_170_738, quotaCentavos: 141_494_785, percent: 35 },
      ],
    },
  ],
} as const);

/** The art. 96 tariff in force in `year` (the 2023 one for earlier years: an approximation). */
function tariffOf(year: number) {
  return (
    TAX_RULES.isrTariffs.find((t) => year >= t.fromYear) ??
    (TAX_RULES.isrTariffs.at(-1) as (typeof TAX_RULES.isrTariffs)[number])
  );
}

/**
 * ISR by the art. 96 tariff on `baseCentavos` for `months` months of `year` (1: a month's tariff;
 * 1 to 12 accumulated, as provisional payments of personas físicas use it), and the marginal
 * rate. Zero on a base of zero or less. Book: chapter 3.
 */
export function isrByTariff(
  baseCentavos: number,
  months: number,
  year: number,
): { isrCentavos: Centavos; percent: number } {
  if (baseCentavos <= 0) return { isrCentavos: centavos(0), percent: 0 };
  const share = months / 12;
  const brackets = tariffOf(year).brackets;
  let bracket = brackets[0] as (typeof brackets)[number];
  for (const b of brackets) if (baseCentavos >= b.fromCentavos * share) bracket = b;
  const isr =
    bracket.quotaCentavos * share +
    ((baseCentavos - bracket.fromCentavos * share) * bracket.percent) / 100;
  return { isrCentavos: roundCentavos(isr), percent: bracket.percent };
}

/** A persona física's year so far, for the provisional payment by the accumulated tariff. */
export type TaxYearToDate = {
  /** The month's number in its year (1–12) and the year. */
  month: number;
  year: number;
  /** Profit before IVA (cobrado − pagado) from January to the month, and to the month before. */
  profitCentavos: Centavos;
  previousProfitCentavos: Centavos;
};

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
  year: number | null,
  yearToDate: TaxYearToDate | null,
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
  /** ISR by the tariff: the provisional payment less what customers withheld. */
  const byTariff = (
    base: number,
    provisional: Centavos,
    rate: number,
    method: string,
    legalBasis: string,
  ): IsrEstimate => ({
    baseCentavos: centavos(Math.max(0, base)),
    ratePercent: rate,
    provisionalCentavos: provisional,
    withheldCentavos: withheld,
    payableCentavos: centavos(Math.max(0, provisional - withheld)),
    method,
    legalBasis,
  });
  if (regime === '606' && year !== null) {
    // Arrendamiento: the month's tariff on the month's rent less its expenses, not accumulated.
    const profit = income - sums.expenseNetCentavos;
    const { isrCentavos, percent: rate } = isrByTariff(profit, 1, year);
    return byTariff(
      profit,
      isrCentavos,
      rate,
      `Arrendamiento: ${tariffOf(year).source} del mes sobre lo que cobraste de rentas menos lo que pagaste, sin IVA (puedes optar por la deducción ciega del 35 %), menos el ISR que te retuvieron.`,
      'LISR arts. 96 y 116',
    );
  }
  if (regime === '612' && yearToDate) {
    // Actividad empresarial y profesional: the tariff accumulated to the month on the year's
    // profit so far, less what the same tariff gave to the month before (the payments made).
    const { month, year: y } = yearToDate;
    const now = isrByTariff(yearToDate.profitCentavos, month, y);
    const before = month > 1 ? isrByTariff(yearToDate.previousProfitCentavos, month - 1, y) : null;
    const provisional = centavos(Math.max(0, now.isrCentavos - (before?.isrCentavos ?? 0)));
    return byTariff(
      yearToDate.profitCentavos,
      provisional,
      now.percent,
      `Actividad empresarial y profesional: ${tariffOf(y).source} acumulada a ${month === 1 ? '1 mes' : `${month} meses`} sobre tu utilidad del año hasta este mes (lo cobrado menos lo pagado, sin IVA), menos lo que correspondía hasta el mes anterior y el ISR que te retuvieron.`,
      'LISR arts. 96 y 106',
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
  /** The month's year: the art. 96 tariff in force (arrendamiento). */
  year?: number | null;
  /** The year so far, for régimen 612's accumulated tariff. */
  yearToDate?: TaxYearToDate | null;
}): TaxEstimate {
  const { sums } = input;
  const payable = centavos(
    sums.incomeIvaCentavos - sums.incomeIvaWithheldCentavos - sums.expenseIvaCentavos,
  );
  const isr = isrEstimate(
    sums,
    input.regime,
    isPersonaFisica(input.rfc),
    input.profitCoefficient,
    input.yearToDate?.year ?? input.year ?? null,
    input.yearToDate ?? null,
  );
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

import type { Centavos } from './money.ts';
import { deepFreeze, percent, ratio, roundCentavos, uncheckedCentavos } from './numbers.ts';
import { MARGIN_THRESHOLDS } from './pricing.ts';
import type { Notes, Priority, Tone } from './types.ts';

/** LTV/COCA rating (spec 001 §4): 5+ excellent, 3 to <5 good, 1 to <3 marginal, <1 dangerous. */
export const LTV_COCA_BANDS = deepFreeze({
  excellentFrom: 5,
  goodFrom: 3,
  marginalFrom: 1,
} as const);

/** Unit-economics rules (spec 001 §9 "Unit economics and pricing"). */
export const UNIT_ECONOMICS_RULES = deepFreeze({
  projectionMonths: 12,
  /** Customers grow 15 % over the year, linearly month by month. */
  annualCustomerGrowth: 0.15,
  /**
   * Recommendation triggers: ratio under 3; contribution under 30 % of the price; ratio 5 or
   * more. The spec says contribution under 100 MXN a unit: an absolute amount that flags a $5
   * bolillo keeping 65 % and spares a $10,000 product keeping 1.5 % (issue 31), so the
   * contribution is measured against the price with costs and pricing's low-margin band.
   */
  lowRatioBelow: 3,
  lowContributionBelowPercent: MARGIN_THRESHOLDS.lowBelowPercent,
  strongRatioFrom: 5,
} as const);

export type LtvCocaRating = 'excellent' | 'good' | 'marginal' | 'dangerous';

export const LTV_COCA_LABELS = deepFreeze({
  excellent: 'Excelente',
  good: 'Bueno',
  marginal: 'Marginal',
  dangerous: 'Peligroso',
} as const satisfies Record<LtvCocaRating, string>);

export const LTV_COCA_TONES = deepFreeze({
  excellent: 'good',
  good: 'good',
  marginal: 'warning',
  dangerous: 'bad',
} as const satisfies Record<LtvCocaRating, Tone>);

/** LTV/COCA band. Book: chapter 5. */
export function ltvCocaRating(ratioValue: number): LtvCocaRating {
  if (ratioValue >= LTV_COCA_BANDS.excellentFrom) return 'excellent';
  if (ratioValue >= LTV_COCA_BANDS.goodFrom) return 'good';
  if (ratioValue >= LTV_COCA_BANDS.marginalFrom) return 'marginal';
  return 'dangerous';
}

export type UnitEconomicsInput = {
  pricePerUnitCentavos: Centavos;
  variableCostsCentavos: Centavos;
  /** Marketing spend of the month. */
  marketingSpendCentavos: Centavos;
  /** Null: the owner has not recorded their customers (nothing is estimated in their place). */
  newCustomers: number | null;
  /** Purchases per customer a month. */
  avgPurchaseFreq: number;
  retentionMonths: number;
};

export type UnitEconomics = {
  contributionMarginCentavos: Centavos;
  /** Cost of acquiring one customer (COCA/CAC). */
  cocaCentavos: Centavos | null;
  /** Null without retention months or purchases (the customer never comes back). */
  ltvCentavos: Centavos | null;
  /** Null without a positive COCA, a positive contribution or an LTV. */
  ltvCocaRatio: number | null;
  /** Months of a customer's contribution to recover their COCA. */
  paybackPeriod: number | null;
  unitEconomics: LtvCocaRating | null;
  /** 1 / retention months. */
  monthlyChurnRate: number | null;
  notes: Notes<UnitEconomics>;
};

/**
 * The one note shown where COCA, LTV/COCA and payback would be when the owner has not recorded
 * their customers (issue 31: say what they need instead of inventing customers).
 */
export const CUSTOMERS_NEEDED_NOTE =
  'El COCA, la razón LTV/COCA y el periodo de recuperación necesitan tus clientes: regístralos en Economía unitaria › Tus clientes por mes.';

export const UNIT_ECONOMICS_REASONS = deepFreeze({
  /** Short, beside each figure; the page shows CUSTOMERS_NEEDED_NOTE once. */
  noCustomerRecords: 'Falta registrar tus clientes.',
  noNewCustomers: 'Sin clientes nuevos no hay costo de adquisición por cliente.',
  noCoca: 'Sin costo de adquisición positivo la razón LTV/COCA no está definida.',
  noMonthlyContribution: 'Sin contribución mensual positiva por cliente el COCA nunca se recupera.',
  noRetention: 'Sin meses de retención no hay tasa de abandono.',
  noLifetime:
    'Con cero meses de retención o cero compras al mes el cliente no vuelve a comprar: no hay valor de vida que calcular.',
  negativeContribution:
    'El costo variable es igual o mayor que el precio: cada venta pierde dinero, así que ningún cliente recupera lo que costó conseguirlo.',
} as const);

/**
 * Unit economics: contribution per unit, COCA = marketing / new customers, LTV = contribution
 * × purchases a month × retention months, LTV/COCA with its band, and payback months = COCA /
 * (contribution × purchases a month). Guards every division. Book: chapter 5.
 */
export function unitEconomics(input: UnitEconomicsInput): UnitEconomics {
  const reasons = UNIT_ECONOMICS_REASONS;
  const notes: Notes<UnitEconomics> = {};
  const contribution = input.pricePerUnitCentavos - input.variableCostsCentavos;
  const losing = contribution <= 0;
  const noCoca = input.newCustomers === null ? reasons.noCustomerRecords : reasons.noNewCustomers;
  const coca =
    input.newCustomers === null ? null : ratio(input.marketingSpendCentavos, input.newCustomers);
  if (coca === null) notes.cocaCentavos = noCoca;
  const hasLifetime = input.retentionMonths > 0 && input.avgPurchaseFreq > 0;
  const ltv = hasLifetime ? contribution * input.avgPurchaseFreq * input.retentionMonths : null;
  if (ltv === null) notes.ltvCentavos = reasons.noLifetime;
  const cocaCentavos = coca === null ? null : roundCentavos(coca);
  // A losing sale makes the ratio negative or meaningless: say why instead of a number.
  const ltvCoca = coca === null || ltv === null || losing ? null : ratio(ltv, coca);
  if (ltvCoca === null) {
    notes.ltvCocaRatio =
      coca === null
        ? noCoca
        : losing
          ? reasons.negativeContribution
          : ltv === null
            ? reasons.noLifetime
            : reasons.noCoca;
    notes.unitEconomics = notes.ltvCocaRatio;
  }
  const payback = coca === null ? null : ratio(coca, contribution * input.avgPurchaseFreq);
  if (payback === null) {
    notes.paybackPeriod =
      coca === null
        ? noCoca
        : losing
          ? reasons.negativeContribution
          : reasons.noMonthlyContribution;
  }
  const churn = ratio(1, input.retentionMonths);
  if (churn === null) notes.monthlyChurnRate = reasons.noRetention;
  return {
    contributionMarginCentavos: roundCentavos(contribution),
    cocaCentavos,
    ltvCentavos: ltv === null ? null : roundCentavos(ltv),
    ltvCocaRatio: ltvCoca,
    paybackPeriod: payback,
    // Every sale losing money is the worst band, whatever the acquisition cost.
    unitEconomics: losing ? 'dangerous' : ltvCoca === null ? null : ltvCocaRating(ltvCoca),
    monthlyChurnRate: churn,
    notes,
  };
}

export type UnitEconomicsRecommendation = {
  code: 'record-customers' | 'improve-ratio' | 'raise-contribution' | 'scale-acquisition';
  priority: Priority;
  message: string;
};

/**
 * Recommendations: without the owner's customers, recording them comes first (nothing else about
 * acquisition can be judged); LTV/COCA under 3 (lower acquisition cost or raise retention), contribution
 * under 30 % of the price (review price and costs; without a price there is no share to judge),
 * LTV/COCA 5 or more (room to invest more in acquisition). Book: chapter 5.
 */
export function unitEconomicsRecommendations(
  results: UnitEconomics,
  pricePerUnitCentavos: Centavos,
): UnitEconomicsRecommendation[] {
  const r = UNIT_ECONOMICS_RULES;
  const list: UnitEconomicsRecommendation[] = [];
  if (results.notes.cocaCentavos === UNIT_ECONOMICS_REASONS.noCustomerRecords) {
    list.push({
      code: 'record-customers',
      priority: 'high',
      message:
        'Registra tus clientes de cada mes (activos y nuevos): sin ellos no se puede saber cuánto te cuesta conseguir un cliente ni si lo recuperas.',
    });
  }
  if (results.ltvCocaRatio !== null && results.ltvCocaRatio < r.lowRatioBelow) {
    list.push({
      code: 'improve-ratio',
      priority: 'high',
      message: 'Tu LTV/COCA es menor a 3: reduce el costo de adquisición o aumenta la retención.',
    });
  }
  const contributionPercent = percent(results.contributionMarginCentavos, pricePerUnitCentavos);
  if (contributionPercent !== null && contributionPercent < r.lowContributionBelowPercent) {
    list.push({
      code: 'raise-contribution',
      priority: 'medium',
      message: `Tu margen de contribución es menor al ${r.lowContributionBelowPercent} % del precio: revisa precio y costos variables.`,
    });
  }
  if (results.ltvCocaRatio !== null && results.ltvCocaRatio >= r.strongRatioFrom) {
    list.push({
      code: 'scale-acquisition',
      priority: 'low',
      message: 'Tu LTV/COCA es de 5 o más: puedes invertir más en adquirir clientes.',
    });
  }
  return list;
}

export type UnitEconomicsProjectionMonth = {
  month: number;
  /** New customers of the month. */
  customers: number;
  /** Customers buying that month: those acquired in the projection who have not left. */
  activeCustomers: number;
  revenueCentavos: Centavos;
  contributionCentavos: Centavos;
  acquisitionCostCentavos: Centavos;
  /** Contribution minus acquisition cost. */
  profitCentavos: Centavos;
};

/**
 * 12-month projection of the customers acquired from today (empty without the owner's
 * customers: twelve rows of zeros would pretend to be a projection): new customers grow 15 % over the
 * year (month m: × (1 + 0.15 × m/12), whole customers); each month 1 ÷ retention months of the
 * active ones leave (all of them without retention) and the new ones join; every active
 * customer buys `avgPurchaseFreq` units. Acquisition is paid for the new ones only, so the
 * months show when acquiring customers pays back. Book: chapter 5.
 */
export function unitEconomicsProjection(input: UnitEconomicsInput): UnitEconomicsProjectionMonth[] {
  const r = UNIT_ECONOMICS_RULES;
  const newCustomers = input.newCustomers;
  if (newCustomers === null) return [];
  const coca = ratio(input.marketingSpendCentavos, newCustomers) ?? 0;
  const contribution = input.pricePerUnitCentavos - input.variableCostsCentavos;
  const churn = Math.min(1, ratio(1, input.retentionMonths) ?? 1);
  let active = 0;
  return Array.from({ length: r.projectionMonths }, (_, i) => {
    const month = i + 1;
    const customers = Math.max(
      0,
      Math.round(newCustomers * (1 + (r.annualCustomerGrowth * month) / r.projectionMonths)),
    );
    // Those who stay from last month, then this month's new ones (people: shown whole).
    active = active * (1 - churn) + customers;
    const units = active * input.avgPurchaseFreq;
    const contributionCentavos = roundCentavos(units * contribution);
    const acquisitionCostCentavos = roundCentavos(customers * coca);
    return {
      month,
      customers,
      activeCustomers: Math.round(active),
      revenueCentavos: roundCentavos(units * input.pricePerUnitCentavos),
      contributionCentavos,
      acquisitionCostCentavos,
      // Unchecked: customers × purchases × contribution can exceed the safe-integer range.
      profitCentavos: uncheckedCentavos(contributionCentavos - acquisitionCostCentavos),
    };
  });
}

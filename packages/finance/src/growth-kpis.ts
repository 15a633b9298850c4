import { monthKey, parseIsoDate } from './dates.ts';
import { GROWTH_KPI_TARGETS, SYNTHETIC_HISTORY } from './growth.ts';
import type { Centavos } from './money.ts';
import { centavos } from './money.ts';
import { clamp, deepFreeze, percent, percentChange, roundCentavos } from './numbers.ts';
import type { Notes, Trend } from './types.ts';

export type GrowthKpiKey = 'revenue' | 'customers' | 'margin' | 'acquisitionCost';

export type GrowthKpiCard = {
  key: GrowthKpiKey;
  name: string;
  /** centavos for money, a count for customers, 0..100 for the margin. */
  unit: 'centavos' | 'customers' | 'percent';
  /** Null when the company's data cannot give it (no sales, no new customers). */
  current: number | null;
  target: number | null;
  /** The owner's own target, or §9's multiple of today's value. */
  targetSource: 'owner' | 'suggested';
  /**
   * Change against the previous period: percent, except the margin's, in percentage points
   * (a margin from 1.4 % to 12.7 % is 11.3 points, not +800 %).
   */
  growth: number | null;
  growthIn: 'percent' | 'points';
  trend: Trend;
  /** Whether the change is good news (for the acquisition cost, going down) or no change. */
  changeTone: 'good' | 'bad' | 'neutral';
  /** How close the current value is to the target, percent (for the COCA, target / current). */
  progress: number | null;
  notes: Notes<GrowthKpiCard>;
};

export type GrowthKpiValues = {
  monthlyRevenueCentavos: Centavos | null;
  activeCustomers: number | null;
  profitMarginPercent: number | null;
  acquisitionCostCentavos: Centavos | null;
};

const NAMES = deepFreeze({
  revenue: 'Ingresos mensuales',
  customers: 'Clientes activos',
  margin: 'Margen de utilidad',
  acquisitionCost: 'Costo de adquisición',
} as const satisfies Record<GrowthKpiKey, string>);

const CARD_ROWS = deepFreeze([
  ['revenue', 'centavos', 'monthlyRevenueCentavos', true],
  ['customers', 'customers', 'activeCustomers', true],
  ['margin', 'percent', 'profitMarginPercent', true],
  ['acquisitionCost', 'centavos', 'acquisitionCostCentavos', false],
] as const satisfies readonly (readonly [
  GrowthKpiKey,
  GrowthKpiCard['unit'],
  keyof GrowthKpiValues,
  boolean,
])[]);

/**
 * The margin's path (issue 31): §9's × 1.2 of a loss is a bigger loss ("Meta −216 %"), and of a
 * thin margin hardly a goal; a loss aims at break-even, a margin under 15 % at 15 %.
 */
export const GROWTH_MARGIN_PATH = deepFreeze({
  lossTargetPercent: 0,
  floorPercent: 15,
} as const);

/**
 * §9's suggested target of one KPI from its base value, in the KPI's own unit, never worse than
 * the base (issue 31): never below it, for the acquisition cost never above it. The margin
 * follows GROWTH_MARGIN_PATH, then × 1.2.
 */
export function suggestedGrowthTarget(key: GrowthKpiKey, base: number): number {
  if (key === 'margin') {
    if (base < 0) return GROWTH_MARGIN_PATH.lossTargetPercent;
    if (base < GROWTH_MARGIN_PATH.floorPercent) return GROWTH_MARGIN_PATH.floorPercent;
    return base * GROWTH_KPI_TARGETS.margin;
  }
  const target = base * GROWTH_KPI_TARGETS[key];
  if (key === 'acquisitionCost') return Math.min(base, roundCentavos(target));
  return Math.max(base, key === 'customers' ? Math.round(target) : roundCentavos(target));
}

/**
 * The growth screen's four KPI cards. A target is the owner's own when set; otherwise §9's
 * multiple of the base (default: today's value): × 1.5 revenue, × 1.4 customers, × 0.85
 * acquisition cost, and the margin's path (a loss → 0 %, under 15 % → 15 %, else × 1.2); a
 * suggested target is never worse than the base. Growth and trend against the previous period when given.
 * Book: chapter 15 (and chapter 2 for targets).
 */
export function growthKpiCards(input: {
  current: GrowthKpiValues;
  previous?: GrowthKpiValues | null;
  baseline?: GrowthKpiValues | null;
  ownerTargets?: Partial<Record<GrowthKpiKey, number>>;
}): GrowthKpiCard[] {
  const base = input.baseline ?? input.current;
  return CARD_ROWS.map(([key, unit, field, higherIsBetter]) => {
    const current = input.current[field];
    const own = input.ownerTargets?.[key];
    const baseValue = base[field];
    const target = own ?? (baseValue === null ? null : suggestedGrowthTarget(key, baseValue));
    const previous = input.previous ? input.previous[field] : undefined;
    const growthIn = key === 'margin' ? 'points' : 'percent';
    const growth =
      previous === undefined || previous === null || current === null
        ? null
        : growthIn === 'points'
          ? current - previous
          : percentChange(current, previous);
    const progress =
      current === null || target === null
        ? null
        : higherIsBetter
          ? percent(current, target)
          : percent(target, current);
    const notes: Notes<GrowthKpiCard> = {};
    if (current === null) notes.current = MISSING[key];
    if (growth === null && current !== null)
      notes.growth =
        previous === undefined || previous === null
          ? 'Sin periodo anterior no hay comparación.'
          : 'El periodo anterior fue cero: no hay cambio porcentual.';
    if (progress === null && current !== null)
      notes.progress = 'Sin un valor positivo no se mide el avance hacia la meta.';
    const trend: Trend =
      previous === undefined || previous === null || current === null || current === previous
        ? 'flat'
        : current > previous
          ? 'up'
          : 'down';
    return {
      key,
      name: NAMES[key],
      unit,
      current,
      target,
      targetSource: own === undefined ? 'suggested' : 'owner',
      growth,
      growthIn,
      trend,
      changeTone:
        trend === 'flat' ? 'neutral' : (trend === 'up') === higherIsBetter ? 'good' : 'bad',
      progress,
      notes,
    };
  });
}

const MISSING = deepFreeze({
  revenue: 'Aún no hay un mes de ventas registrado.',
  customers: 'Aún no registras tus clientes: hazlo en Economía unitaria › Tus clientes por mes.',
  margin: 'Sin ventas no hay margen que medir.',
  acquisitionCost: 'Sin clientes nuevos registrados en el mes no se mide el costo de adquirirlos.',
} as const satisfies Record<GrowthKpiKey, string>);

export type HistoryPoint = {
  /** `YYYY-MM`. */
  month: string;
  revenueCentavos: Centavos;
  expensesCentavos: Centavos;
  profitCentavos: Centavos;
  estimated: true;
};

/**
 * A synthetic monthly history for a company with none yet, always flagged `estimated`: ending
 * at the month before `asOf` with today's monthly revenue, shrinking back at 12 % a year
 * (compounded monthly), expenses 65 % of revenue. Book: chapter 15.
 */
export function syntheticHistory(input: {
  currentMonthlyRevenueCentavos: Centavos;
  months: number;
  asOf: string;
}): HistoryPoint[] {
  parseIsoDate(input.asOf);
  const monthlyFactor = (1 + SYNTHETIC_HISTORY.annualGrowth) ** (1 / 12);
  // At most the longest range the history chart offers (2 years).
  const count = clamp(Math.floor(input.months), 0, SYNTHETIC_HISTORY.rangeMonths['2y']);
  return Array.from({ length: count }, (_, i) => {
    const monthsBack = count - i;
    const revenue = roundCentavos(
      input.currentMonthlyRevenueCentavos / monthlyFactor ** (monthsBack - 1),
    );
    const expenses = roundCentavos(revenue * SYNTHETIC_HISTORY.costShareOfRevenue);
    return {
      month: monthKey(input.asOf, -monthsBack),
      revenueCentavos: revenue,
      expensesCentavos: expenses,
      profitCentavos: centavos(revenue - expenses),
      estimated: true as const,
    };
  });
}

/** Local growth fallback (spec 001 §8), used when the growth analysis cannot run. */
export const LOCAL_GROWTH_FALLBACK = deepFreeze({
  raiseCustomerValueBelowCentavos: centavos(100_000),
  accelerateAcquisitionBelowCentavos: centavos(50_000),
  investmentShareOfBase: 0.15,
  risks: ['Competencia creciente', 'Dependencia de pocos clientes'],
  timeline: '6-12 meses',
} as const);

/**
 * The local growth analysis: 'Aumentar Valor por Cliente' when the customer value is under
 * 1,000 MXN, 'Acelerar Adquisición de Clientes' under 500 MXN, always 'Expansión de
 * Productos'; investment required 15 % of the base (we use the monthly revenue). Book: ch. 15.
 */
export function localGrowthFallback(input: {
  customerValueCentavos: Centavos;
  baseCentavos: Centavos;
}): {
  opportunities: string[];
  risks: string[];
  timeline: string;
  investmentRequiredCentavos: Centavos;
} {
  const f = LOCAL_GROWTH_FALLBACK;
  const opportunities: string[] = [];
  if (input.customerValueCentavos < f.raiseCustomerValueBelowCentavos)
    opportunities.push('Aumentar Valor por Cliente');
  if (input.customerValueCentavos < f.accelerateAcquisitionBelowCentavos)
    opportunities.push('Acelerar Adquisición de Clientes');
  opportunities.push('Expansión de Productos');
  return {
    opportunities,
    risks: [...f.risks],
    timeline: f.timeline,
    investmentRequiredCentavos: roundCentavos(input.baseCentavos * f.investmentShareOfBase),
  };
}

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
  current: number;
  target: number;
  /** Change against the previous period, percent. */
  growth: number | null;
  trend: Trend;
  /** How close the current value is to the target, percent (for the COCA, target / current). */
  progress: number | null;
  notes: Notes<GrowthKpiCard>;
};

type KpiValues = {
  monthlyRevenueCentavos: Centavos;
  activeCustomers: number;
  profitMarginPercent: number;
  acquisitionCostCentavos: Centavos;
};

const NAMES = deepFreeze({
  revenue: 'Ingresos mensuales',
  customers: 'Clientes activos',
  margin: 'Margen de utilidad',
  acquisitionCost: 'Costo de adquisición',
} as const satisfies Record<GrowthKpiKey, string>);

/**
 * The growth screen's four KPI cards: targets are the baseline (default: today's value) × 1.5
 * revenue, × 1.4 customers, × 1.2 margin, × 0.85 acquisition cost; growth and trend against
 * the previous period when given. Book: chapter 15 (and chapter 2 for targets).
 */
export function growthKpiCards(input: {
  current: KpiValues;
  previous?: KpiValues | null;
  baseline?: KpiValues | null;
}): GrowthKpiCard[] {
  const base = input.baseline ?? input.current;
  const t = GROWTH_KPI_TARGETS;
  const rows: [GrowthKpiKey, GrowthKpiCard['unit'], keyof KpiValues, number, boolean][] = [
    [
      'revenue',
      'centavos',
      'monthlyRevenueCentavos',
      roundCentavos(base.monthlyRevenueCentavos * t.revenue),
      true,
    ],
    [
      'customers',
      'customers',
      'activeCustomers',
      Math.round(base.activeCustomers * t.customers),
      true,
    ],
    ['margin', 'percent', 'profitMarginPercent', base.profitMarginPercent * t.margin, true],
    [
      'acquisitionCost',
      'centavos',
      'acquisitionCostCentavos',
      roundCentavos(base.acquisitionCostCentavos * t.acquisitionCost),
      false,
    ],
  ];
  return rows.map(([key, unit, field, target, higherIsBetter]) => {
    const current = input.current[field];
    const previous = input.previous?.[field];
    const growth = previous === undefined ? null : percentChange(current, previous);
    const progress = higherIsBetter ? percent(current, target) : percent(target, current);
    const notes: Notes<GrowthKpiCard> = {};
    if (growth === null)
      notes.growth =
        previous === undefined
          ? 'Sin periodo anterior no hay comparación.'
          : 'El periodo anterior fue cero: no hay cambio porcentual.';
    if (progress === null)
      notes.progress = 'Sin un valor positivo no se mide el avance hacia la meta.';
    const trend: Trend =
      previous === undefined || current === previous ? 'flat' : current > previous ? 'up' : 'down';
    return { key, name: NAMES[key], unit, current, target, growth, trend, progress, notes };
  });
}

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

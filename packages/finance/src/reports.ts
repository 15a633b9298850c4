import type { Centavos } from './money.ts';
import { sumCentavos, ZERO_CENTAVOS } from './money.ts';
import { allocateCentavos, deepFreeze, percent, roundCentavos } from './numbers.ts';
import type { Insight, Notes, Priority } from './types.ts';

/** Demo data slices: last 2/4/8/10 months for 7d/30d/90d/1y (spec 001 §9 "General"). */
export const REPORT_DEMO_SLICE_MONTHS = deepFreeze({
  '7d': 2,
  '30d': 4,
  '90d': 8,
  '1y': 10,
} as const);

/**
 * Business-insight thresholds (spec 001 §9 "Reports"): net profit above 25 % of revenue,
 * LTV/COCA above 3 (DECISIONS.md: the spec's "30" is a typo), cash flow above 0.
 */
export const REPORT_INSIGHT_THRESHOLDS = deepFreeze({
  netProfitShareAbove: 25,
  ltvCocaAbove: 3,
  cashFlowAbove: 0,
} as const);

/** Recommended CAC ceiling = LTV / 3. */
export const CAC_CEILING_LTV_DIVISOR = 3;

/** Metrics report rules (spec 001 §9 "Profitability"). */
export const METRICS_REPORT_RULES = deepFreeze({
  ltvCocaExcellentFrom: 3,
  ltvCocaCriticalBelow: 1,
  netMarginHealthyFrom: 15,
  netMarginLowBelow: 5,
  contributionMarginActionBelow: 30,
  actionPriority: 'medium',
} as const);

/** Fixed revenue split, only when there are no income categories, labelled an estimate. */
export const REVENUE_BREAKDOWN_FALLBACK = deepFreeze([
  { name: 'Producto principal', share: 60 },
  { name: 'Servicios', share: 25 },
  { name: 'Consultoría', share: 15 },
] as const);

/**
 * Business insights of the reports screen, only when revenue is above 0: net profit above 25 %
 * of revenue, LTV/COCA above 3, positive cash flow. Book: chapter 2.
 */
export function reportBusinessInsights(input: {
  revenueCentavos: Centavos;
  netProfitCentavos: Centavos;
  ltvCocaRatio: number | null;
  cashFlowCentavos: Centavos;
}): Insight[] {
  if (!(input.revenueCentavos > 0)) return [];
  const t = REPORT_INSIGHT_THRESHOLDS;
  const insights: Insight[] = [];
  if (input.netProfitCentavos * 100 > t.netProfitShareAbove * input.revenueCentavos) {
    insights.push({
      code: 'high-profitability',
      tone: 'good',
      title: 'Alta rentabilidad',
      message: 'La utilidad del periodo supera el 25 % de sus ingresos.',
    });
  }
  if (input.ltvCocaRatio !== null && input.ltvCocaRatio > t.ltvCocaAbove) {
    insights.push({
      code: 'efficient-acquisition',
      tone: 'good',
      title: 'Adquisición eficiente',
      message: 'Cada cliente vale más de 3 veces lo que cuesta conseguirlo.',
    });
  }
  if (input.cashFlowCentavos > t.cashFlowAbove) {
    insights.push({
      code: 'positive-cash-flow',
      tone: 'good',
      title: 'Flujo de caja positivo',
      message: 'Entra más efectivo del que sale.',
    });
  }
  return insights;
}

export type CacCeiling = { ceilingCentavos: Centavos | null; notes: Notes<CacCeiling> };

/** The most a customer should cost to acquire: LTV / 3. Book: chapters 2 and 5. */
export function cacCeiling(ltvCentavos: Centavos): CacCeiling {
  if (!(ltvCentavos > 0))
    return {
      ceilingCentavos: null,
      notes: { ceilingCentavos: 'Sin LTV positivo no hay techo de costo de adquisición.' },
    };
  return { ceilingCentavos: roundCentavos(ltvCentavos / CAC_CEILING_LTV_DIVISOR), notes: {} };
}

export type MetricsReport = {
  ltvCocaStatus: 'excellent' | 'acceptable' | 'critical' | null;
  netMarginStatus: 'healthy' | 'moderate' | 'low' | null;
  actions: { code: string; priority: Priority; message: string }[];
  notes: Notes<MetricsReport>;
};

/**
 * The locally computed metrics report: LTV/COCA 3+ excellent, under 1 critical; net margin
 * 15+ healthy, under 5 low; contribution margin under 30 % raises a medium-priority action.
 * Book: chapter 2.
 */
export function metricsReport(input: {
  ltvCocaRatio: number | null;
  netMargin: number | null;
  contributionMarginPercent: number | null;
}): MetricsReport {
  const r = METRICS_REPORT_RULES;
  const notes: Notes<MetricsReport> = {};
  let ltvCocaStatus: MetricsReport['ltvCocaStatus'] = null;
  if (input.ltvCocaRatio === null) notes.ltvCocaStatus = 'Sin razón LTV/COCA no hay calificación.';
  else
    ltvCocaStatus =
      input.ltvCocaRatio >= r.ltvCocaExcellentFrom
        ? 'excellent'
        : input.ltvCocaRatio < r.ltvCocaCriticalBelow
          ? 'critical'
          : 'acceptable';
  let netMarginStatus: MetricsReport['netMarginStatus'] = null;
  if (input.netMargin === null) notes.netMarginStatus = 'Sin ingresos no hay margen neto.';
  else
    netMarginStatus =
      input.netMargin >= r.netMarginHealthyFrom
        ? 'healthy'
        : input.netMargin < r.netMarginLowBelow
          ? 'low'
          : 'moderate';
  const actions: MetricsReport['actions'] = [];
  if (
    input.contributionMarginPercent !== null &&
    input.contributionMarginPercent < r.contributionMarginActionBelow
  ) {
    actions.push({
      code: 'raise-contribution-margin',
      priority: r.actionPriority,
      message: 'Tu margen de contribución es menor al 30 %: revisa precios y costos variables.',
    });
  }
  return { ltvCocaStatus, netMarginStatus, actions, notes };
}

export type BreakdownSlice = { name: string; valueCentavos: Centavos; percent: number | null };

/**
 * Revenue by income category, largest first. With no categorised income, the fixed 60/25/15
 * split of the total (main product, services, consulting), flagged `estimated`. Book: ch. 2.
 */
export function revenueBreakdown(
  byCategory: readonly { category: string; amountCentavos: Centavos }[],
  totalRevenueCentavos: Centavos,
): { estimated: boolean; slices: BreakdownSlice[] } {
  const real = byCategory.filter((c) => c.amountCentavos !== 0);
  if (real.length > 0) {
    const total = sumCentavos(real.map((c) => c.amountCentavos));
    const slices = [...real]
      .sort((a, b) => b.amountCentavos - a.amountCentavos)
      .map((c) => ({
        name: c.category,
        valueCentavos: c.amountCentavos,
        percent: percent(c.amountCentavos, total),
      }));
    return { estimated: false, slices };
  }
  const values = allocateCentavos(
    totalRevenueCentavos,
    REVENUE_BREAKDOWN_FALLBACK.map((s) => s.share),
  );
  return {
    estimated: true,
    slices: REVENUE_BREAKDOWN_FALLBACK.map((s, i) => ({
      name: s.name,
      valueCentavos: values[i] ?? ZERO_CENTAVOS,
      percent: s.share,
    })),
  };
}

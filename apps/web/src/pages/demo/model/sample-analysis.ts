import {
  type Centavos,
  type ComputedMetrics,
  cashFlowInsights,
  cashIn,
  cashOut,
  HEALTH_SCORE_BANDS,
  healthScoreTone,
  type Insight,
  marginOfSafetyTone,
  netCashFlow,
  type PeriodTotals,
  percentChange,
  periodProfit,
  profitabilityInsights,
  reportBusinessInsights,
  revenueTrendTone,
  runwayTone,
  type Tone,
  unitEconomics,
  ZERO_CENTAVOS,
} from '@caudal/finance';
import { formatDecimal, formatInteger, formatMoney, formatPercent } from '../../../lib/format.ts';

/** One observation of the rule-based analysis, with the book chapter that explains it. */
export type Finding = { code: string; tone: Tone; title: string; message: string; chapter: number };

const PART_LABELS = {
  netMargin: 'margen neto',
  grossMargin: 'margen bruto',
  marginOfSafety: 'margen de seguridad',
  contributionMargin: 'margen de contribución',
} as const;

const withChapter = (chapter: number) => (insight: Insight) => ({ ...insight, chapter });

function healthFinding(metrics: ComputedMetrics): Finding {
  const parts = Object.entries(metrics.healthScoreParts) as [keyof typeof PART_LABELS, number][];
  const [weakest] = [...parts].sort((a, b) => a[1] - b[1]);
  const score = Math.round(metrics.healthScore);
  const weak =
    weakest && weakest[1] < HEALTH_SCORE_BANDS.maxPartPoints
      ? ` La parte más débil es el ${PART_LABELS[weakest[0]]}: ${weakest[1]} de ${HEALTH_SCORE_BANDS.maxPartPoints} puntos.`
      : ' Las cuatro partes tienen el puntaje máximo.';
  return {
    code: 'health-score',
    tone: healthScoreTone(metrics.healthScore),
    title: `Salud financiera: ${score}/100`,
    message: `Suma de cuatro partes de hasta 25 puntos, con las cifras de un mes típico: margen neto, margen bruto, margen de seguridad y margen de contribución.${weak}`,
    chapter: 1,
  };
}

function trendFinding(current: PeriodTotals, previous: PeriodTotals): Finding | null {
  const change = percentChange(current.incomeCentavos, previous.incomeCentavos);
  if (change === null) return null;
  const up = change >= 0;
  return {
    code: 'revenue-trend',
    tone: revenueTrendTone(change),
    title: up ? 'Ventas al alza' : 'Ventas a la baja',
    message: `Los ingresos de los últimos 30 días (${formatMoney(current.incomeCentavos)}) ${up ? 'subieron' : 'bajaron'} ${formatPercent(Math.abs(change))} frente a los 30 días anteriores.`,
    chapter: 2,
  };
}

function breakEvenFinding(metrics: ComputedMetrics): Finding | null {
  const safety = metrics.currentMarginOfSafety;
  if (safety === null || metrics.breakEvenUnits === null) return null;
  return {
    code: 'break-even',
    tone: marginOfSafetyTone(safety),
    title: 'Punto de equilibrio',
    message: `Con los costos fijos actuales, el equilibrio llega con ${formatInteger(metrics.breakEvenUnits)} unidades al mes. Las ventas del catálogo están ${formatPercent(safety)} por encima de ese punto (margen de seguridad).`,
    chapter: 9,
  };
}

function cashFinding(metrics: ComputedMetrics, cashCentavos: Centavos): Finding {
  const months = metrics.liquidityRatio;
  const cover = months === null ? '' : ` Alcanza para ${formatDecimal(months)} meses de costos.`;
  return {
    code: 'cash',
    tone: runwayTone(metrics.runwayMonths),
    title: 'Caja y autonomía',
    message:
      `Saldo en caja: ${formatMoney(cashCentavos)}.${cover} ${metrics.notes.runwayMonths ?? ''}`.trim(),
    chapter: 3,
  };
}

/**
 * The demo's analysis: the rules of finance (the same the app's advisors apply) over the sample
 * figures, in Spanish. No language model is involved, and the page says so.
 */
export function sampleAnalysis(input: {
  metrics: ComputedMetrics;
  current: PeriodTotals;
  previous: PeriodTotals;
  cashCentavos: Centavos;
}): Finding[] {
  const { metrics, current, previous } = input;
  const unit = unitEconomics({
    pricePerUnitCentavos: metrics.averageSellingPrice ?? ZERO_CENTAVOS,
    variableCostsCentavos: metrics.averageVariableCost ?? ZERO_CENTAVOS,
    marketingSpendCentavos: metrics.monthlyMarketingCosts,
    newCustomers: metrics.monthlyNewCustomers,
    avgPurchaseFreq: metrics.averagePurchaseFrequency,
    retentionMonths: metrics.averageCustomerLifetime,
  });
  const findings: (Finding | null)[] = [
    healthFinding(metrics),
    trendFinding(current, previous),
    ...cashFlowInsights(cashIn(current), cashOut(current)).map(withChapter(3)),
    cashFinding(metrics, input.cashCentavos),
    breakEvenFinding(metrics),
    ...profitabilityInsights({
      netMargin: metrics.netMargin,
      grossMargin: metrics.grossMargin,
      investmentRois: [],
    }).map(withChapter(10)),
    ...reportBusinessInsights({
      revenueCentavos: current.incomeCentavos,
      netProfitCentavos: periodProfit(current),
      ltvCocaRatio: unit.ltvCocaRatio,
      cashFlowCentavos: netCashFlow(current),
    }).map((insight) => withChapter(insight.code === 'efficient-acquisition' ? 5 : 2)(insight)),
  ];
  return findings.filter((f): f is Finding => f !== null);
}

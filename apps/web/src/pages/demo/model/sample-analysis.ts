import {
  type CompanyFigures,
  type ComputedMetrics,
  cashFlowInsights,
  FIGURE_LEVEL_TONES,
  HEALTH_SCORE_BANDS,
  type Insight,
  marginOfSafetyTone,
  netCashFlow,
  type PeriodTotals,
  percentChange,
  periodProfit,
  profitabilityInsights,
  reportBusinessInsights,
  revenueTrendTone,
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

function healthFinding(figures: CompanyFigures): Finding | null {
  const { value, level, parts } = figures.healthScore;
  if (value === null || level === null) return null;
  const measured = (Object.entries(parts) as [keyof typeof PART_LABELS, number | null][]).filter(
    (p): p is [keyof typeof PART_LABELS, number] => p[1] !== null,
  );
  const [weakest] = [...measured].sort((a, b) => a[1] - b[1]);
  const weak =
    weakest && weakest[1] < HEALTH_SCORE_BANDS.maxPartPoints
      ? ` La parte más débil es el ${PART_LABELS[weakest[0]]}: ${weakest[1]} de ${HEALTH_SCORE_BANDS.maxPartPoints} puntos.`
      : ' Las partes medidas tienen el puntaje máximo.';
  return {
    code: 'health-score',
    tone: FIGURE_LEVEL_TONES[level],
    title: `Salud financiera: ${value}/100`,
    message: `Suma de cuatro partes de hasta 25 puntos: el margen neto de ${figures.basis.label}, y el margen bruto, el margen de seguridad y el margen de contribución de tus productos.${weak}`,
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

function cashFinding(figures: CompanyFigures): Finding | null {
  const cash = figures.cash.value;
  if (cash === null) return null;
  const months = figures.liquidityMonths.value;
  const runway = figures.runwayMonths;
  const cover = months === null ? '' : ` Cubre ${formatDecimal(months)} meses de gastos.`;
  const lasts =
    runway.value === null
      ? (runway.note ?? '')
      : `Al ritmo de ${figures.basis.label}, alcanza para ${formatDecimal(runway.value)} meses.`;
  return {
    code: 'cash',
    tone: FIGURE_LEVEL_TONES[figures.cashAlarm ?? 'good'],
    title: 'Caja y autonomía',
    message: `Saldo en caja: ${formatMoney(cash)}.${cover} ${lasts}`.trim(),
    chapter: 3,
  };
}

/**
 * The demo's analysis: the rules of finance (the same the app's advisors apply) over the sample
 * figures, in Spanish. No language model is involved, and the page says so.
 */
export function sampleAnalysis(input: {
  metrics: ComputedMetrics;
  figures: CompanyFigures;
  current: PeriodTotals;
  previous: PeriodTotals;
}): Finding[] {
  const { metrics, figures, current, previous } = input;
  const unit = unitEconomics({
    pricePerUnitCentavos: metrics.averageSellingPrice ?? ZERO_CENTAVOS,
    variableCostsCentavos: metrics.averageVariableCost ?? ZERO_CENTAVOS,
    marketingSpendCentavos: metrics.monthlyMarketingCosts,
    newCustomers: metrics.monthlyNewCustomers,
    avgPurchaseFreq: metrics.averagePurchaseFrequency,
    retentionMonths: metrics.averageCustomerLifetime,
  });
  // The sample company records no customers: LTV/COCA needs them, and none are invented.
  const customers: Finding | null =
    metrics.monthlyNewCustomers === null
      ? {
          code: 'customers-needed',
          tone: 'warning',
          title: 'Clientes sin registrar',
          message:
            'La empresa de ejemplo no registró sus clientes: sin ellos no hay costo de adquisición (COCA) ni razón LTV/COCA, y no los inventamos a partir de las unidades vendidas.',
          chapter: 5,
        }
      : null;
  const findings: (Finding | null)[] = [
    healthFinding(figures),
    trendFinding(current, previous),
    ...cashFlowInsights(figures.month.netFlow, figures.month.revenue).map(withChapter(3)),
    cashFinding(figures),
    breakEvenFinding(metrics),
    ...profitabilityInsights({
      netMargin: figures.netMargin.value,
      grossMargin: metrics.grossMargin,
      investmentRois: [],
    }).map(withChapter(10)),
    ...reportBusinessInsights({
      revenueCentavos: current.incomeCentavos,
      netProfitCentavos: periodProfit(current),
      ltvCocaRatio: unit.ltvCocaRatio,
      cashFlowCentavos: netCashFlow(current),
    }).map((insight) => withChapter(insight.code === 'efficient-acquisition' ? 5 : 2)(insight)),
    customers,
  ];
  return findings.filter((f): f is Finding => f !== null);
}

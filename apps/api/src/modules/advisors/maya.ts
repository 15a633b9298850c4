import type { MayaAnalysisView } from '@caudal/contracts';
import { cashFlowAnalysisInputs, centavos, type MayaAnalysis, mayaAnalysis } from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { loadCompanyFigures } from '../../figures/index.ts';
import { createFiguresMemo } from '../../lib/figures-memo.ts';
import { formatMoney, formatMonths, formatPercent } from '../../lib/format.ts';
import type { CompanyAt } from '../../lib/request-auth.ts';
import type { ComposedAnalysis, ComposedRecommendation } from './advisor-engine.ts';
import { loadMayaInputs } from './advisors.repository.ts';

type MayaFigures = Omit<
  MayaAnalysisView,
  'ai_analysis' | 'recommendations' | 'citations' | 'mode' | 'assumed' | 'analysis_id'
>;

/** What to look up in the book for each of Maya's rules (finance `mayaAnalysis` codes). */
const TOPICS: Record<string, string> = {
  'cover-shortfall': 'flujo de efectivo negativo entradas salidas',
  'protect-cash': 'autonomía de caja runway meses que te quedan',
  'build-reserve': 'razón de liquidez meses de costos reserva',
  'collect-receivables': 'cuentas por cobrar y por pagar',
  'plan-season': 'estacionalidad temporadas del año',
  'keep-reserve': 'planeación semanal o mensual de la caja',
};

const RISK_WORDS = { low: 'bajo', medium: 'medio', high: 'alto' } as const;

function runwayText(analysis: MayaAnalysis): string {
  if (analysis.riskLevel === null) return 'sin tu saldo en caja no sé cuánto te alcanza';
  if (analysis.runwayMonths === null) return 'tu caja no se agota a este ritmo';
  if (analysis.runwayMonths === 0) return 'tu caja ya está en negativo';
  return `te alcanza para ${formatMonths(analysis.runwayMonths)}`;
}

const riskText = (analysis: MayaAnalysis) =>
  analysis.riskLevel === null ? '' : ` (riesgo de liquidez ${RISK_WORDS[analysis.riskLevel]})`;

/**
 * Maya's analysis of the session's company: finance `mayaAnalysis` over the figures core's
 * month and cash (figures/company-figures.ts, the header's and the cash-flow page's), its own
 * receivables and payables and its months, with the composed narrative and the facts a model may
 * write from.
 */
// What Maya reads changes only with the company's data version (lib/figures-memo.ts): asked
// again, she reads nothing but still answers, cites, stores and counts the call.
const inputs = createFiguresMemo<Awaited<ReturnType<typeof loadMayaInputs>>>();

export async function composeMaya(
  db: Queryable,
  company: CompanyAt,
  asOf: string,
): Promise<ComposedAnalysis<MayaFigures>> {
  const { companyId, dataVersion } = company;
  const [figures, { balances, monthly, documents }] = await Promise.all([
    loadCompanyFigures(db, company, asOf),
    inputs(`${companyId}|${asOf}`, dataVersion, () => loadMayaInputs(db, companyId, asOf)),
  ]);
  const basis = {
    // Maya speaks of the cash: what came in and went out, IVA included.
    revenueCentavos: figures.month.cashIn,
    costsCentavos: figures.month.cashOut,
    label: figures.basis.label,
    source: figures.basis.source,
  };
  // Imported invoices still open are the receivables and payables, to the centavo; the amounts
  // the owner typed count when none is open.
  const openSum = (direction: 'receivable' | 'payable') => {
    const open = documents.filter((d) => d.direction === direction);
    return open.length === 0 ? null : centavos(open.reduce((s, d) => s + d.openCentavos, 0));
  };
  const receivablesGiven = openSum('receivable') ?? balances.receivables;
  const payablesGiven = openSum('payable') ?? balances.payables;
  const cash = figures.cash.value;
  const input = {
    asOf,
    cashCentavos: cash,
    monthlyNetFlowCentavos: figures.month.netFlow,
    monthlyRevenueCentavos: basis.revenueCentavos,
    monthlyCostsCentavos: basis.costsCentavos,
    basisLabel: basis.label,
    cashFigures: { runway: figures.runwayMonths, liquidity: figures.liquidityMonths },
    receivablesCentavos: receivablesGiven,
    payablesCentavos: payablesGiven,
    monthly: monthly.filter((m) => m.month < asOf.slice(0, 7)),
  };
  const analysis = mayaAnalysis(input);
  const used = cashFlowAnalysisInputs({
    monthlyRevenueCentavos: basis.revenueCentavos,
    monthlyExpensesCentavos: basis.costsCentavos,
    cashBalanceCentavos: cash,
    asOf,
  });
  const receivables = receivablesGiven ?? used.accountsReceivableCentavos;
  const payables = payablesGiven ?? used.accountsPayableCentavos;
  const seasons = analysis.seasonalPatterns;
  const cashText = cash === null ? 'sin registrar' : formatMoney(cash);

  const facts = [
    `Caja: ${cashText}.`,
    `Mes de referencia (${basis.label}): ingresos ${formatMoney(basis.revenueCentavos)}, gastos ${formatMoney(basis.costsCentavos)}, flujo neto ${formatMoney(figures.month.netFlow)} (con retiros y aportaciones de los dueños).`,
    `Autonomía: ${runwayText(analysis)}${riskText(analysis)}.`,
    analysis.liquidityRatio === null
      ? 'Sin costos mensuales no hay razón de liquidez.'
      : `Razón de liquidez: la caja cubre ${analysis.liquidityRatio.toFixed(1)} meses de costos.`,
    `Cuentas por cobrar ${formatMoney(receivables)}; por pagar ${formatMoney(payables)}.`,
    seasons
      ? `Mejor mes: ${seasons.best.label} (${formatMoney(seasons.best.revenueCentavos)}); más flojo: ${seasons.worst.label} (${formatMoney(seasons.worst.revenueCentavos)}); diferencia de ${formatPercent(seasons.swingPercent)} de un mes promedio.`
      : 'Aún no hay 6 meses de historia para ver temporadas.',
  ];
  const first = analysis.recommendations[0];
  const summary = [
    cash === null
      ? 'Aún no registras tu saldo en caja: sin él no sé cuántos meses puedes operar.'
      : basis.source === 'none'
        ? `Tienes ${formatMoney(cash)} en caja; aún no hay productos, costos ni movimientos con los que medir cuánto te dura.`
        : `Tienes ${formatMoney(cash)} en caja y, al ritmo de ${basis.label}, ${runwayText(analysis)}${riskText(analysis)}.`,
    analysis.liquidityRatio === null
      ? ''
      : `Tu efectivo cubre ${analysis.liquidityRatio.toFixed(1)} meses de costos.`,
    seasons && seasons.swingPercent >= 30
      ? `Tus ventas cambian con la temporada: tu mejor mes fue ${seasons.best.label} y el más flojo ${seasons.worst.label}.`
      : '',
    first ? `Lo primero: ${first.title.toLowerCase()}.` : '',
    analysis.assumed.length > 0
      ? `Supuse ${analysis.assumed.join(', ')}, porque no los has registrado en Datos de tu empresa.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const recommendations: ComposedRecommendation[] = analysis.recommendations.map(
    ({ code, ...r }) => ({ ...r, topic: TOPICS[code] ?? r.title }),
  );
  return {
    figures: {
      runway_months: analysis.runwayMonths,
      risk_level: analysis.riskLevel,
      liquidity_ratio: analysis.liquidityRatio,
      seasonal_patterns: seasons && {
        best: {
          month: seasons.best.month,
          label: seasons.best.label,
          revenue: seasons.best.revenueCentavos,
        },
        worst: {
          month: seasons.worst.month,
          label: seasons.worst.label,
          revenue: seasons.worst.revenueCentavos,
        },
        swing_percent: seasons.swingPercent,
      },
      next_review_date: analysis.nextReviewDate,
      basis: {
        cash,
        monthly_revenue: basis.revenueCentavos,
        monthly_costs: basis.costsCentavos,
        receivables,
        payables,
        source: basis.label,
      },
    },
    recommendations,
    summary,
    facts,
    assumed: analysis.assumed,
    inputs: input,
  };
}

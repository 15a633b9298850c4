import type { MayaResponse } from '@caudal/contracts';
import { cashFlowAnalysisInputs, mayaAnalysis } from '@caudal/finance';
import { AdvisorPanel } from '../../../components/advisor-panel/advisor-panel.tsx';
import { LOCAL_AGENT } from '../../../components/advisor-panel/advisor-view.ts';
import { formatDate, formatDecimal, formatMoney } from '../../../lib/format.ts';
import { useMayaAnalysis } from '../api/maya-api.ts';

export type MayaLocalInputs = Parameters<typeof mayaAnalysis>[0];

const RISK_LABELS = { low: 'Bajo', medium: 'Medio', high: 'Alto' } as const;

const runwayLabel = (months: number | null) =>
  months === null
    ? 'Sin límite'
    : `${formatDecimal(months)} ${formatDecimal(months) === '1' ? 'mes' : 'meses'}`;

function MayaFigures({ answer }: { answer: MayaResponse }) {
  const a = answer.analysis;
  const tiles = [
    { label: 'Autonomía de caja', value: runwayLabel(a.runway_months) },
    { label: 'Riesgo de liquidez', value: a.risk_level ? RISK_LABELS[a.risk_level] : 'Sin saldo' },
    {
      label: 'Razón de liquidez',
      value: a.liquidity_ratio === null ? 'Sin costos' : formatDecimal(a.liquidity_ratio),
    },
    { label: 'Próxima revisión', value: formatDate(a.next_review_date) },
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="maya-figures">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-600">{t.label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{t.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        {a.basis.cash === null
          ? 'Sin tu saldo en caja'
          : `Con ${formatMoney(a.basis.cash)} en caja`}
        ; ingresos de {formatMoney(a.basis.monthly_revenue)} y costos de{' '}
        {formatMoney(a.basis.monthly_costs)} al mes ({a.basis.source}).
        {a.seasonal_patterns
          ? ` Mejor mes: ${a.seasonal_patterns.best.label}; el más flojo: ${a.seasonal_patterns.worst.label}.`
          : ''}
      </p>
    </div>
  );
}

/** The browser's basic analysis (finance over the figures on screen), without the server. */
function localMaya(inputs: MayaLocalInputs | null): MayaResponse | null {
  if (!inputs) return null;
  const m = mayaAnalysis(inputs);
  // The same assumptions the server makes for figures the company has not given.
  const used = cashFlowAnalysisInputs({
    monthlyRevenueCentavos: inputs.monthlyRevenueCentavos,
    monthlyExpensesCentavos: inputs.monthlyCostsCentavos,
    cashBalanceCentavos: inputs.cashCentavos,
    asOf: inputs.asOf,
  });
  return {
    success: true,
    agent: LOCAL_AGENT,
    timestamp: new Date().toISOString(),
    analysis: {
      runway_months: m.runwayMonths,
      risk_level: m.riskLevel,
      liquidity_ratio: m.liquidityRatio,
      seasonal_patterns: m.seasonalPatterns && {
        best: { ...m.seasonalPatterns.best, revenue: m.seasonalPatterns.best.revenueCentavos },
        worst: { ...m.seasonalPatterns.worst, revenue: m.seasonalPatterns.worst.revenueCentavos },
        swing_percent: m.seasonalPatterns.swingPercent,
      },
      next_review_date: m.nextReviewDate,
      basis: {
        cash: inputs.cashCentavos,
        monthly_revenue: inputs.monthlyRevenueCentavos,
        monthly_costs: inputs.monthlyCostsCentavos,
        receivables: inputs.receivablesCentavos ?? used.accountsReceivableCentavos,
        payables: inputs.payablesCentavos ?? used.accountsPayableCentavos,
        source: 'las cifras de esta página',
      },
      ai_analysis:
        m.riskLevel === null
          ? 'Con las cifras de esta página: registra tu saldo en caja para saber cuánto te alcanza.'
          : `Con las cifras de esta página, ${runwayLabel(m.runwayMonths).toLowerCase()} de autonomía de caja (riesgo de liquidez ${RISK_LABELS[m.riskLevel].toLowerCase()}).`,
      recommendations: m.recommendations.map(({ code: _c, chapter, ...r }) => ({
        ...r,
        description: `${r.description} (capítulo ${chapter})`,
        citations: [],
      })),
      citations: [],
      mode: 'extractive',
      assumed: m.assumed,
      analysis_id: '',
    },
  };
}

/** Maya on the cash-flow page (chapter 3): the shared advisor panel over her endpoint. */
export function MayaPanel({
  localInputs,
  onAnalysed,
}: {
  /** What the page shows, for the local analysis when the server cannot be reached. */
  localInputs: MayaLocalInputs | null;
  onAnalysed: () => void;
}) {
  const maya = useMayaAnalysis(onAnalysed);
  return (
    <AdvisorPanel
      advisor="Maya"
      description="Tu asesora de flujo de efectivo: cuánto te dura la caja, tus temporadas y qué hacer primero (capítulo 3)."
      runLabel="Pedir análisis a Maya"
      pendingLabel="Maya está revisando tus números…"
      state={{ status: maya.status, data: maya.data, error: maya.error }}
      onRun={() => maya.mutate()}
      figures={(answer) => <MayaFigures answer={answer} />}
      local={() => localMaya(localInputs)}
    />
  );
}

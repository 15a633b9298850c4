import type { DianaResponse } from '@caudal/contracts';
import type { ReportPeriodDays } from '@caudal/finance';
import { AdvisorPanel } from '../../../components/advisor-panel/advisor-panel.tsx';
import { useDianaAnalysis } from '../api/reports-api.ts';
import { formatKpiValue, KPI_STATUS_LABELS } from '../reports-model.ts';

function DianaFigures({ answer }: { answer: DianaResponse }) {
  const { kpis, below_target: below } = answer.analysis;
  return (
    <div className="space-y-2 text-sm" data-testid="diana-figures">
      <p className="font-semibold text-slate-900">
        {below === 0
          ? 'Todos tus indicadores están en su meta o por encima.'
          : `${below} de ${kpis.length} indicadores por debajo de su meta.`}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {kpis.map((k) => (
          <li key={k.id} className="text-slate-700">
            {k.name}: {formatKpiValue(k.value, k.unit)}
            {k.status ? ` (${KPI_STATUS_LABELS[k.status]})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Asesoría IA": Diana reads the followed KPIs of the period against their targets, the worst
 * first (POST /api/agents/diana/performance-optimization), in the shared advisor panel: her
 * summary, the recommendations by priority with the book's passages, and what she assumed.
 * There is no browser-side Diana: a failure says so in Spanish.
 */
export function DianaPanel({ period }: { period: ReportPeriodDays }) {
  const diana = useDianaAnalysis();
  const pending = diana.status === 'pending';
  return (
    <AdvisorPanel
      advisor="Diana"
      description="Tu asesora de desempeño: compara tus indicadores con sus metas y te dice por dónde empezar (capítulo 2)."
      runLabel={pending ? 'Analizando…' : 'Pedir análisis a Diana'}
      pendingLabel="Diana está revisando tus indicadores…"
      state={{ status: diana.status, data: diana.data, error: diana.error }}
      onRun={() => diana.mutate(period)}
      figures={(answer) => <DianaFigures answer={answer} />}
      local={() => null}
      failure={{
        title: 'Error en el análisis de Diana',
        message: 'No pudimos obtener el análisis. Por favor, intenta nuevamente.',
      }}
    />
  );
}

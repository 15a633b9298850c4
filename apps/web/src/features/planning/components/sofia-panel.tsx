import type { PlanningViewResponse, ScenarioAnalysisResponse } from '@caudal/contracts';
import { AdvisorPanel } from '../../../components/advisor-panel/advisor-panel.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSofiaAnalysis } from '../api/planning-api.ts';
import { localSofia } from '../planning-case.ts';

function SofiaFigures({ answer }: { answer: ScenarioAnalysisResponse }) {
  const { scenarios, worstCase } = answer.analysis;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3" data-testid="sofia-figures">
      <div>
        <dt className="text-slate-600">Utilidad esperada al mes</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">
          {scenarios.expectedProfit === null
            ? 'Sin calcular'
            : formatMoney(scenarios.expectedProfit)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Mes típico</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">
          {formatMoney(scenarios.baseProfit)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Peor escenario</dt>
        <dd className="font-semibold text-slate-900">
          {worstCase
            ? `${worstCase.name}: ${formatMoney(worstCase.profit)} (${formatPercent(worstCase.probability)} de probabilidad)`
            : 'Sin escenarios'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Sofía on the planning page (chapter 15): the shared advisor panel over her endpoint, which
 * reads the company's stored scenarios and typical month. When the server cannot be reached (or
 * fails on its side) the browser runs finance's `scenarioAnalysis` over the view's data,
 * labelled as the local analysis.
 */
export function SofiaPanel({ view, onDone }: { view: PlanningViewResponse; onDone: () => void }) {
  const sofia = useSofiaAnalysis(onDone);
  return (
    <AdvisorPanel
      advisor="Sofía"
      description="Tu asesora de planeación: lee tus escenarios guardados sobre tu mes típico y te dice qué preparar (capítulo 15)."
      runLabel="Pedir análisis de escenarios a Sofía"
      pendingLabel="Sofía está revisando tus escenarios..."
      state={{ status: sofia.status, data: sofia.data, error: sofia.error }}
      onRun={() => sofia.mutate()}
      figures={(answer) => <SofiaFigures answer={answer} />}
      local={() => localSofia(view)}
      localNotice="Usando análisis local de escenarios"
    />
  );
}

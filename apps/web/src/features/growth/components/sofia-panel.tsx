import type { GrowthView, SofiaGrowthResponse } from '@caudal/contracts';
import { useEffect, useRef } from 'react';
import {
  AdvisorPanel,
  type AdvisorRunState,
} from '../../../components/advisor-panel/advisor-panel.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLatestStrategy, useSofiaGrowth } from '../api/growth-api.ts';
import { LOCAL_GROWTH_LABEL, localGrowthAnswer, serverUnreachable } from '../growth-local.ts';
import { analysisIsStale } from '../growth-model.ts';

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function SofiaFigures({ answer }: { answer: SofiaGrowthResponse }) {
  const a = answer.analysis;
  return (
    <div className="space-y-4" data-testid="sofia-growth-figures">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Inversión requerida</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {formatMoney(a.investment_required)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Plazo</dt>
          <dd className="text-xl font-bold text-slate-900">{a.timeline}</dd>
        </div>
      </dl>
      <List title="Oportunidades de crecimiento" items={a.growth_opportunities} />
      {a.market_analysis ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Análisis de mercado</h3>
          <p className="mt-1 text-sm text-slate-700">{a.market_analysis}</p>
        </div>
      ) : null}
      {a.recommended_strategies.length > 0 ? (
        <ScrollRegion label="Estrategias recomendadas">
          {/* Each strategy's description and the book's passage are in the recommendations
              below: here, how much each one moves and how much it takes. */}
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="mb-1 text-left font-semibold text-slate-900">
              Estrategias recomendadas
            </caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Estrategia
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Impacto
                </th>
                <th scope="col" className="py-1 font-medium">
                  Esfuerzo
                </th>
              </tr>
            </thead>
            <tbody>
              {a.recommended_strategies.map((s) => (
                <tr key={s.title} className="border-t border-slate-200">
                  <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
                    {s.title}
                  </th>
                  <td className="py-1.5 pr-3 text-slate-700">{s.impact}</td>
                  <td className="py-1.5 text-slate-700">{s.effort}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <List title="Riesgos" items={a.risk_assessment} />
    </div>
  );
}

/**
 * Sofía's growth strategy (chapter 15) in the shared advisor panel. On opening, her stored
 * analysis shows; when there is none, or it is older than GROWTH_ANALYSIS_MAX_AGE_DAYS, she is
 * asked once. Only when the server cannot be reached does the browser compose the local analysis.
 */
export function SofiaPanel({ view }: { view: GrowthView }) {
  const latest = useLatestStrategy();
  const sofia = useSofiaGrowth();
  const asked = useRef(false);
  const { mutate } = sofia;

  const stored = latest.data?.answer ?? null;
  useEffect(() => {
    if (asked.current || latest.isPending) return;
    if (latest.isSuccess && !analysisIsStale(stored?.timestamp ?? null, new Date())) return;
    asked.current = true;
    mutate();
  }, [latest.isPending, latest.isSuccess, stored, mutate]);

  const state: AdvisorRunState<SofiaGrowthResponse> =
    sofia.status === 'idle' && stored
      ? { status: 'success', data: stored, error: null }
      : { status: sofia.status, data: sofia.data, error: sofia.error };

  return (
    <AdvisorPanel
      advisor="Sofía"
      description="Tu asesora de crecimiento: lee tus ingresos, clientes y escenarios y te propone por dónde crecer (capítulo 15)."
      runLabel="Pedir análisis a Sofía"
      pendingLabel="Analizando estrategia de crecimiento con Sofia..."
      state={state}
      onRun={() => mutate()}
      figures={(answer) => <SofiaFigures answer={answer} />}
      local={() => (serverUnreachable(sofia.error) ? localGrowthAnswer(view) : null)}
      localNotice={LOCAL_GROWTH_LABEL}
      failure={{
        title: 'Error en Análisis de Crecimiento',
        message:
          'Sofía no pudo completar el análisis de crecimiento. Intenta de nuevo en unos momentos.',
      }}
    />
  );
}

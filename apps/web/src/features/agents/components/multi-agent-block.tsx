import { AGENT_NAMES, type MultiAgentResponse, type Priority } from '@caudal/contracts';
import { Loader2, Sparkles } from 'lucide-react';
import { PRIORITY_LABELS } from '../../../components/analysis-result/analysis-result-view.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { durationText, healthScoreText, recommendationsText } from '../agents-model.ts';
import { useMultiAgentAnalysis } from '../api/agents-api.ts';
import { CitationLinks } from './citation-links.tsx';

// The urgency in words, its colour only repeats it.
const PRIORITY_BADGES: Record<Priority, string> = {
  high: 'bg-amber-50 text-amber-900',
  medium: 'bg-sky-50 text-sky-800',
  low: 'bg-emerald-50 text-emerald-800',
};

function Result({ answer }: { answer: MultiAgentResponse }) {
  const a = answer.analysis;
  return (
    <div className="space-y-5" data-testid="multi-agent-result">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl bg-brand-50 p-4">
        <div>
          <p className="text-sm text-slate-700">Salud de tu negocio</p>
          <p className="text-3xl font-bold text-slate-900 tabular-nums">
            {healthScoreText(a.health_score)}
          </p>
          <p className="text-sm font-semibold text-brand-900">{a.health_label}</p>
        </div>
        <p className="text-sm text-slate-700">
          {a.agents.length.toLocaleString('es-MX')}{' '}
          {a.agents.length === 1 ? 'agente respondió' : 'agentes respondieron'}{' '}
          {durationText(a.duration_ms)}
        </p>
      </div>
      {a.skipped.length > 0 ? (
        <p className="text-sm text-slate-700">En pausa, no participaron: {a.skipped.join(', ')}.</p>
      ) : null}
      <div>
        <h3 className="text-base font-semibold text-slate-900">Recomendaciones principales</h3>
        {a.top_recommendations.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Tus agentes no encontraron nada urgente.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {a.top_recommendations.map((r) => (
              <li
                key={`${r.agent}-${r.title}`}
                className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
              >
                <p className="flex flex-wrap gap-2 text-xs font-semibold">
                  <span className={cn('rounded-full px-2 py-0.5', PRIORITY_BADGES[r.priority])}>
                    {PRIORITY_LABELS[r.priority]}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                    {AGENT_NAMES[r.agent]}
                  </span>
                </p>
                <p className="font-semibold text-slate-900">{r.title}</p>
                <p className="text-sm text-slate-700">{r.description}</p>
                <p className="text-xs text-slate-600">
                  Impacto: {r.impact} · Plazo: {r.timeline}
                </p>
                <CitationLinks citations={r.citations} label="Del libro:" />
              </li>
            ))}
          </ol>
        )}
      </div>
      {a.agents.length > 0 ? (
        <div>
          <h3 className="text-base font-semibold text-slate-900">Lo que dijo cada agente</h3>
          <ul className="mt-2 space-y-3">
            {a.agents.map((agent) => (
              <li key={agent.id} className="rounded-lg border border-slate-200 p-4 text-sm">
                <p className="font-semibold text-slate-900">
                  {agent.name}{' '}
                  <span className="font-normal text-slate-600">
                    · {recommendationsText(agent.recommendation_count)}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{agent.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Ver Análisis Completo': every active analyst reads the company's figures at once; the health
 * score, the most important recommendations (3, 5 or 10: the analysis depth in the settings)
 * with the book's passages, each agent's summary.
 */
export function MultiAgentBlock() {
  const analysis = useMultiAgentAnalysis();
  const pending = analysis.isPending;
  return (
    <SectionCard
      title="Análisis de todos tus agentes"
      description="Tus agentes activos revisan tus cifras al mismo tiempo y te dicen qué hacer primero. Cada análisis queda guardado en el historial."
    >
      <Button onClick={() => analysis.mutate()} disabled={pending}>
        {pending ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Sparkles aria-hidden="true" className="size-4" />
        )}
        {pending ? 'Analizando...' : 'Ver Análisis Completo'}
      </Button>
      <div aria-live="polite" aria-busy={pending} className="mt-4">
        {pending ? (
          <p role="status" className="text-sm text-slate-700">
            Tus agentes están revisando tus cifras…
          </p>
        ) : null}
        {!pending && analysis.isSuccess ? <Result answer={analysis.data} /> : null}
        {!pending && analysis.isError ? (
          <div className="space-y-3">
            <Alert>
              <p className="font-semibold">No pudimos completar el análisis.</p>
              <p>{errorMessage(analysis.error, 'Intenta de nuevo en unos momentos.')}</p>
            </Alert>
            <Button variant="secondary" onClick={() => analysis.mutate()}>
              Reintentar
            </Button>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}

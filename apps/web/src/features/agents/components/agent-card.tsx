import {
  AGENT_STATUS_LABELS,
  type AgentCard as AgentCardView,
  type AgentStatus,
} from '@caudal/contracts';
import { ArrowRight, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import type { ToneKey } from '../../../components/ui/tone.ts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { lastRunText } from '../agents-model.ts';
import { usePauseAgent } from '../api/agents-api.ts';

const STATUS_TONES: Record<AgentStatus, ToneKey> = {
  active: 'good',
  processing: 'warning',
  paused: 'neutral',
};

/** The screen each agent's analysis lives on, said on its link. */
const routeLabel = (route: string) =>
  route.startsWith('/app/libro') ? 'Abrir el libro' : 'Ver su módulo';

/**
 * One agent: name, role, status in colour and words, what it does, its counted work, a link to
 * its screen and pause/resume. The header (a button, pressed when selected) filters the history.
 */
export function AgentCard({
  agent,
  selected,
  onSelect,
  onChanged,
  now,
}: {
  agent: AgentCardView;
  selected: boolean;
  onSelect: () => void;
  /** A confirmation for the page's live region. */
  onChanged: (message: string) => void;
  now: Date;
}) {
  const pause = usePauseAgent();
  const titleId = useId();
  const paused = agent.status === 'paused';
  const toggle = () =>
    pause.mutate(
      { id: agent.id, paused: !paused },
      {
        onSuccess: (card) =>
          onChanged(
            card.status === 'paused'
              ? `${card.name} quedó en pausa.`
              : `${card.name} volvió a trabajar.`,
          ),
      },
    );
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border bg-white shadow-sm',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="block w-full rounded-t-2xl p-5 text-left hover:bg-slate-50"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0">
            <span id={titleId} className="block text-lg font-semibold text-slate-900">
              {agent.name}
            </span>
            {agent.role !== agent.name ? (
              <span className="block text-sm font-medium text-brand-800">{agent.role}</span>
            ) : null}
          </span>
          <span className="shrink-0">
            <ToneBadge tone={STATUS_TONES[agent.status]}>
              {AGENT_STATUS_LABELS[agent.status]}
            </ToneBadge>
          </span>
        </span>
        <span className="mt-2 block text-sm text-slate-700">{agent.description}</span>
        <span className="mt-2 block text-xs font-medium text-slate-600">
          {selected ? 'Mostrando su historial abajo' : 'Ver su historial'}
        </span>
      </button>
      <div className="flex flex-1 flex-col gap-4 px-5 pb-5">
        {agent.scheduled ? null : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            Solo responde las preguntas que le haces (en el chat y en el asistente del libro); no
            forma parte de los análisis programados.
          </p>
        )}
        {agent.tasks.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {agent.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        ) : null}
        <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
          {[
            ['Tareas completadas', agent.metrics.tasksCompleted.toLocaleString('es-MX')],
            ['Recomendaciones', agent.metrics.recommendations.toLocaleString('es-MX')],
            ['Última ejecución', lastRunText(agent.metrics.lastRun, now)],
          ].map(([term, value]) => (
            <div key={term} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {pause.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(pause.error, 'No pudimos cambiar su estado. Intenta de nuevo.')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <Link
            to={agent.route}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-800 hover:underline"
          >
            {routeLabel(agent.route)}
            <span className="sr-only">: {agent.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Button size="sm" variant="secondary" onClick={toggle} disabled={pause.isPending}>
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
            {pause.isPending ? 'Guardando...' : paused ? 'Reanudar' : 'Pausar'}
            <span className="sr-only"> a {agent.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

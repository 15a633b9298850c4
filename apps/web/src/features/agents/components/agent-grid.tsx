import type { AgentCard as AgentCardView, AgentId } from '@caudal/contracts';
import { useId } from 'react';
import { AgentCard } from './agent-card.tsx';

/** The six cards: one column on a phone, two on a tablet, three on a laptop. */
export function AgentGrid({
  agents,
  selected,
  onSelect,
  onChanged,
  now,
}: {
  agents: readonly AgentCardView[];
  selected: AgentId | null;
  onSelect: (id: AgentId | null) => void;
  onChanged: (message: string) => void;
  now: Date;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Tus agentes
        </h2>
        <p className="text-sm text-slate-600">
          Elige un agente para ver solo sus análisis en el historial. Un agente en pausa no corre en
          los análisis programados ni en el análisis completo.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {agents.map((agent) => (
          <AgentCard
            key={agent.id}
            agent={agent}
            selected={selected === agent.id}
            onSelect={() => onSelect(selected === agent.id ? null : agent.id)}
            onChanged={onChanged}
            now={now}
          />
        ))}
      </div>
    </section>
  );
}

import type { AgentId } from '@caudal/contracts';
import { useEffect, useState } from 'react';
import { FlashLine, useFlash } from '../../../components/ui/flash.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useAvailableAgents } from '../api/agents-api.ts';
import { AgentGrid } from './agent-grid.tsx';
import { AgentsChat } from './agents-chat.tsx';
import { AgentsStats } from './agents-stats.tsx';
import { HistoryList } from './history-list.tsx';
import { MultiAgentBlock } from './multi-agent-block.tsx';
import { PremiumBlock } from './premium-block.tsx';
import { ScheduleBlock } from './schedule-block.tsx';

const TICK_MS = 60_000;

/** The present, moved every minute, so 'hace 3 minutos' and 'en 5 horas' stay true. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /app/ai-agents: the counted stats, the six agents (pause, resume, select to filter the
 * history), the next scheduled analysis, the multi-agent analysis, the history, the chat and
 * what the agents do.
 */
export function AgentsPage() {
  const available = useAvailableAgents();
  const [selected, setSelected] = useState<AgentId | null>(null);
  const [flash, setFlash] = useFlash();
  const now = useNow();
  const data = available.data;
  return (
    <div className="min-w-0 space-y-6">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Agentes IA</h1>
        <p className="mt-1 text-sm text-slate-600">
          Seis asesores que leen las cifras de tu empresa, te recomiendan qué hacer con base en el
          libro y responden tus preguntas.
        </p>
      </header>
      <FlashLine message={flash} />
      {available.isPending ? <LoadingState /> : null}
      {available.isError ? (
        <ErrorState
          title="No pudimos cargar tus agentes."
          error={available.error}
          onRetry={() => void available.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <AgentsStats stats={data.stats} agents={data.agents} now={now} />
          <AgentGrid
            agents={data.agents}
            selected={selected}
            onSelect={setSelected}
            onChanged={setFlash}
            now={now}
          />
          <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <MultiAgentBlock />
            <ScheduleBlock schedule={data.schedule} now={now} />
          </div>
          <div className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
            <HistoryList
              key={selected ?? 'all'}
              agent={selected}
              onClear={() => setSelected(null)}
            />
            <AgentsChat />
          </div>
          <PremiumBlock />
        </>
      ) : null}
    </div>
  );
}

import type { AgentHistory, AgentId } from '@caudal/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  historyEmptyText,
  historyFilterLabel,
  recommendationsText,
  summaryIsLong,
  TRIGGER_LABELS,
} from '../agents-model.ts';
import { useAgentHistory } from '../api/agents-api.ts';

const PAGE = 10;

type Row = AgentHistory['analyses'][number];

function HistoryRow({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  const long = summaryIsLong(row.summary);
  return (
    <li className="space-y-1.5 border-t border-slate-200 py-3 first:border-t-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{row.agentName}</span>
        <time dateTime={row.createdAt} className="text-slate-600">
          {formatDateTime(row.createdAt)}
        </time>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            row.trigger === 'scheduled' ? 'bg-sky-50 text-sky-800' : 'bg-slate-100 text-slate-800',
          )}
        >
          {TRIGGER_LABELS[row.trigger]}
        </span>
        <span className="text-xs text-slate-600">{recommendationsText(row.recommendations)}</span>
      </p>
      <p
        id={summaryId}
        className={cn(
          'text-sm whitespace-pre-line text-slate-700',
          !open && long && 'line-clamp-3',
        )}
      >
        {row.summary}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={summaryId}
          onClick={() => setOpen((o) => !o)}
          className="rounded text-sm font-semibold text-brand-800 hover:underline"
        >
          {open ? 'Ver menos' : 'Ver más'}
        </button>
      ) : null}
    </li>
  );
}

/** 'Historial de análisis': every stored analysis, or the selected agent's. */
export function HistoryList({ agent, onClear }: { agent: AgentId | null; onClear: () => void }) {
  const history = useAgentHistory(agent);
  const [shown, setShown] = useState(PAGE);
  const rows = history.data?.analyses ?? [];
  return (
    <SectionCard title="Historial de análisis" description={historyFilterLabel(agent)}>
      {agent ? (
        <Button size="sm" variant="secondary" onClick={onClear} className="mb-3">
          Ver todos
        </Button>
      ) : null}
      {history.isPending ? <LoadingState size="compact" /> : null}
      {history.isError ? (
        <ErrorState
          title="No pudimos cargar el historial."
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-700">
          {historyEmptyText(agent)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <ul>
            {rows.slice(0, shown).map((row) => (
              <HistoryRow key={row.id} row={row} />
            ))}
          </ul>
          {rows.length > shown ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setShown((n) => n + PAGE)}
              className="mt-2"
            >
              Mostrar más análisis
            </Button>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}

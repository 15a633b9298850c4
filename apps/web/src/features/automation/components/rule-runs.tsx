import type { RuleRun } from '@caudal/contracts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRuleRuns } from '../api/automation-api.ts';
import {
  delivered,
  deliveryOutcome,
  formatDateTime,
  RUN_REASON_LABELS,
  RUN_RESULT_LABELS,
  RUN_RESULT_TONES,
  runRaised,
} from '../automation-model.ts';

/** A rule's runs, newest first: when, why, the result in words, its message and what it raised. */
export function RuleRuns({ ruleId, id }: { ruleId: string; id: string }) {
  const runs = useRuleRuns(ruleId, true);
  return (
    <section
      id={id}
      aria-label="Historial de ejecuciones"
      className="border-t border-slate-200 pt-3"
    >
      {runs.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando el historial...
        </p>
      ) : runs.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(runs.error, 'No pudimos cargar el historial de la regla.')}
        </p>
      ) : runs.data.runs.length === 0 ? (
        <p className="text-sm text-slate-600">Esta regla aún no se ha ejecutado.</p>
      ) : (
        <ol className="space-y-3">
          {runs.data.runs.map((run) => (
            <li key={run.id} className="rounded-xl bg-slate-50 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <ToneBadge tone={RUN_RESULT_TONES[run.result]}>
                  {RUN_RESULT_LABELS[run.result]}
                </ToneBadge>
                <span className="font-medium text-slate-800">{formatDateTime(run.ranAt)}</span>
                <span className="text-slate-600">· {RUN_REASON_LABELS[run.reason]}</span>
              </div>
              <p className="mt-1 break-words text-slate-800">{run.message}</p>
              <p className="mt-0.5 text-xs text-slate-600">Generó: {runRaised(run)}</p>
              {run.webhooks > 0 ? <Deliveries run={run} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A run's webhook attempts, first to last: when, and what the address answered. */
function Deliveries({ run }: { run: RuleRun }) {
  if (run.deliveries.length === 0) {
    return <p className="mt-1 text-xs text-slate-600">Webhook: en cola para enviarse.</p>;
  }
  return (
    <ol aria-label="Entregas del webhook" className="mt-1.5 space-y-1 text-xs">
      {run.deliveries.map((d) => (
        <li key={d.attempt} className="flex flex-wrap gap-x-2">
          <span className="font-medium text-slate-800">Intento {d.attempt}</span>
          <span className="text-slate-600">{formatDateTime(d.at)}</span>
          <span
            className={delivered(d) ? 'font-medium text-emerald-800' : 'font-medium text-red-700'}
          >
            {deliveryOutcome(d)}
          </span>
        </li>
      ))}
    </ol>
  );
}

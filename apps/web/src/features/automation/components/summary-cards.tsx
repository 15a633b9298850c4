import type { AutomationSummary } from '@caudal/contracts';
import { useId } from 'react';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { formatDateTime } from '../automation-model.ts';

const n = (value: number, one: string, many: string) =>
  `${formatInteger(value)} ${value === 1 ? one : many}`;

/** Like a KPI card, with a smaller value: a date and hour, or a sentence, not a figure. */
function LastRunCard({ lastRun }: { lastRun: string | null }) {
  const labelId = useId();
  return (
    <article
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <dl>
        <dt id={labelId} className="text-sm font-medium text-slate-600">
          Última ejecución
        </dt>
        <dd className="mt-2 text-lg font-bold break-words text-slate-900">
          {lastRun === null ? 'Aún no se ha ejecutado' : formatDateTime(lastRun)}
        </dd>
        <dd className="mt-2 text-sm text-slate-600">
          {lastRun === null
            ? 'Tus reglas activas revisan tus datos cuando cambian y cada hora; las programadas, a su hora.'
            : 'Hora de la Ciudad de México.'}
        </dd>
      </dl>
    </article>
  );
}

/**
 * The four cards of spec 001 §2, every figure counted by the API (`/summary`): no estimate of
 * hours saved or precision (DECISIONS: the old cards were cosmetic).
 */
export function SummaryCards({ summary }: { summary: AutomationSummary }) {
  const s = summary;
  return (
    <KpiGrid label="Resumen de tu automatización">
      <KpiCard
        label="Reglas activas"
        value={formatInteger(s.activeRules)}
        tone={s.activeRules > 0 ? 'good' : null}
        detail={`${n(s.pausedRules, 'pausada', 'pausadas')} · ${n(s.draftRules, 'borrador', 'borradores')}`}
      />
      <KpiCard
        label="Ejecuciones este mes"
        value={formatInteger(s.runsThisMonth)}
        detail="Cada vez que una regla revisó tus datos o llegó su hora."
      />
      <KpiCard
        label="Alertas disparadas este mes"
        value={formatInteger(s.firedThisMonth)}
        detail={`${n(s.notificationsThisMonth, 'notificación', 'notificaciones')} este mes.`}
      />
      <LastRunCard lastRun={s.lastRun} />
    </KpiGrid>
  );
}

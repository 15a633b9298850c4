import type { AutomationSummary } from '@caudal/contracts';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { formatDateTime } from '../automation-model.ts';

const n = (value: number, one: string, many: string) =>
  `${formatInteger(value)} ${value === 1 ? one : many}`;

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
      <KpiCard
        label="Última ejecución"
        value={s.lastRun === null ? 'Aún no se ha ejecutado' : formatDateTime(s.lastRun)}
        detail="Hora de la Ciudad de México."
      />
    </KpiGrid>
  );
}

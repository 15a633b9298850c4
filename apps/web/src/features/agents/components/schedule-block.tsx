import { ANALYSIS_FREQUENCY_LABELS, type AvailableAgents } from '@caudal/contracts';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { cyclePercent, cycleText, timeUntilText } from '../agents-model.ts';

/** 'Próximo análisis programado': the frequency, the real time until it and this cycle's progress. */
export function ScheduleBlock({
  schedule,
  now,
}: {
  schedule: AvailableAgents['schedule'];
  now: Date;
}) {
  const progress = cycleText(schedule.cycleDone, schedule.cycleTotal);
  return (
    <SectionCard
      title="Próximo análisis programado"
      description="Tus agentes activos revisan tus cifras solos, sin que se los pidas, y guardan cada análisis en el historial."
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Frecuencia</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {ANALYSIS_FREQUENCY_LABELS[schedule.frequency]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Siguiente ciclo</dt>
          <dd className="flex items-center gap-1.5 text-lg font-semibold text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {schedule.nextRunAt ? timeUntilText(schedule.nextRunAt, now) : 'Ninguno programado'}
          </dd>
          <dd className="text-xs text-slate-600">
            {schedule.nextRunAt ? (
              formatDateTime(schedule.nextRunAt)
            ) : (
              <>
                Elegiste analizar solo cuando lo pidas.{' '}
                <Link to="/app/settings?seccion=analysis" className="text-brand-700 underline">
                  Cambiar la frecuencia
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 space-y-2">
        <ProgressBar
          value={cyclePercent(schedule.cycleDone, schedule.cycleTotal)}
          label="Avance del ciclo de análisis"
        />
        <p className="text-sm text-slate-700">{progress}</p>
      </div>
    </SectionCard>
  );
}

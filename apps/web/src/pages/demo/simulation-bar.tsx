import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { SampleBadge } from './sample-badge.tsx';
import type { Simulation } from './use-simulation.ts';

function statusText(simulation: Simulation, lastDay: string): string {
  if (simulation.finished) return `Fin de la simulación: llegaste al ${formatDate(lastDay)}.`;
  if (simulation.running) return 'Simulando: avanza un día por segundo.';
  return 'En pausa.';
}

/** The sample's name and simulated day, with the Simular/Pausar toggle and Reiniciar. */
export function SimulationBar({
  simulation,
  companyName,
  lastDay,
}: {
  simulation: Simulation;
  companyName: string;
  lastDay: string;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <SampleBadge />
          <p className="font-semibold text-slate-900">{companyName}</p>
        </div>
        <p className="text-sm text-slate-700">
          Día simulado:{' '}
          <time dateTime={simulation.day} data-testid="simulated-day" className="font-semibold">
            {formatDate(simulation.day)}
          </time>
        </p>
        <p role="status" className="text-sm text-slate-600">
          {statusText(simulation, lastDay)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={simulation.toggle} disabled={simulation.finished}>
          {simulation.running ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {simulation.running ? 'Pausar' : 'Simular'}
        </Button>
        <Button variant="secondary" onClick={simulation.reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reiniciar
        </Button>
      </div>
    </div>
  );
}

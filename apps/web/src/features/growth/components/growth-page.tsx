import type { GrowthView } from '@caudal/contracts';
import { Calculator, Info, Settings } from 'lucide-react';
import { useState } from 'react';
import { Projection } from '../../../components/projections-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FlashLine, useFlash } from '../../../components/ui/flash.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useGrowthView } from '../api/growth-api.ts';
import { DEFAULT_SCENARIO, type ScenarioId } from '../growth-model.ts';
import { ActionPlan } from './action-plan.tsx';
import { HistoryCard } from './history-card.tsx';
import { KpiSection } from './kpi-section.tsx';
import { ProjectionCard } from './projection-card.tsx';
import { ScenarioCards } from './scenario-cards.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SimulationsHistory } from './simulations-history.tsx';
import { SimulatorDialog } from './simulator-dialog.tsx';
import { SofiaPanel } from './sofia-panel.tsx';

function Notes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <section
      aria-label="Notas sobre las cifras"
      className="flex gap-2.5 rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-3 text-sm text-slate-800"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="space-y-1">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

function GrowthContent({
  view,
  onFlash,
  settingsOpen,
  setSettingsOpen,
  simulatorOpen,
  setSimulatorOpen,
}: {
  view: GrowthView;
  onFlash: (message: string) => void;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
  simulatorOpen: boolean;
  setSimulatorOpen: (open: boolean) => void;
}) {
  const [selected, setSelected] = useState<ScenarioId>(DEFAULT_SCENARIO);
  return (
    <>
      <Notes notes={view.notes} />
      <KpiSection kpis={view.kpis} />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <HistoryCard history={view.history} />
        <Projection>
          <ProjectionCard
            projection={view.projection}
            rule={view.projectionRule}
            selected={selected}
          />
        </Projection>
      </div>
      <ScenarioCards scenarios={view.scenarios} selected={selected} onSelect={setSelected} />
      <SimulationsHistory />
      <ActionPlan plan={view.actionPlan} />
      <SofiaPanel view={view} />
      <SettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        settings={view.settings}
        onSaved={() => onFlash('Configuración guardada exitosamente')}
      />
      <SimulatorDialog
        open={simulatorOpen}
        onOpenChange={setSimulatorOpen}
        onSaved={() => onFlash('Simulación guardada en tu historial de proyecciones')}
        scenarios={view.scenarios}
        selected={selected}
        onSelect={setSelected}
        defaultMonthlyGrowth={view.defaultMonthlyGrowth}
      />
    </>
  );
}

/**
 * /app/growth: the growth KPIs with their targets, the revenue history and the six-month
 * projection, the three scenarios, the simulator and its saved history, the action plan and
 * Sofía's strategy. Figures the company has not recorded are estimates, and the page says so.
 */
export function GrowthPage() {
  const view = useGrowthView();
  const [flash, setFlash] = useFlash();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  const ready = view.isSuccess;
  return (
    <div className="min-w-0 space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Crecimiento
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Tus metas, tu historial y tus escenarios de crecimiento, con el simulador y el análisis
            de Sofía.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setSettingsOpen(true)} disabled={!ready}>
            <Settings aria-hidden="true" className="size-4" />
            Configurar
          </Button>
          <Button onClick={() => setSimulatorOpen(true)} disabled={!ready}>
            <Calculator aria-hidden="true" className="size-4" />
            Simular Escenario
          </Button>
        </div>
      </header>
      <FlashLine message={flash} />
      {view.isPending ? <LoadingState /> : null}
      {view.isError ? (
        <ErrorState
          title="No pudimos cargar tus cifras de crecimiento."
          error={view.error}
          onRetry={() => void view.refetch()}
        />
      ) : null}
      {view.data ? (
        <GrowthContent
          view={view.data}
          onFlash={setFlash}
          settingsOpen={settingsOpen}
          setSettingsOpen={setSettingsOpen}
          simulatorOpen={simulatorOpen}
          setSimulatorOpen={setSimulatorOpen}
        />
      ) : null}
    </div>
  );
}

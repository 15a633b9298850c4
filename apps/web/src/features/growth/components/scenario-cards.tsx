import { type GrowthScenarioCard, RISK_LEVEL_LABELS } from '@caudal/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { formatMonths, type ScenarioId } from '../growth-model.ts';
import { scenarioRateText } from './projection-card.tsx';
import { ScenarioDialog } from './scenario-dialog.tsx';

// Inside the card's button only phrasing content is allowed: the figures are spans.
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="block min-w-0">
      <span className="block text-xs text-slate-600">{label}</span>
      <span className="block font-semibold break-words text-slate-900 tabular-nums">{value}</span>
    </span>
  );
}

/**
 * The three scenarios as cards: a press chooses one (its projection line, the simulator's base);
 * 'Editar' changes its figures for this company.
 */
export function ScenarioCards({
  scenarios,
  selected,
  onSelect,
}: {
  scenarios: readonly GrowthScenarioCard[];
  selected: ScenarioId;
  onSelect: (id: ScenarioId) => void;
}) {
  const [editing, setEditing] = useState<ScenarioId | null>(null);
  const card = scenarios.find((s) => s.id === editing) ?? null;
  return (
    <SectionCard
      title="Escenarios de crecimiento"
      description="Elige un escenario para resaltarlo en la proyección y usarlo en el simulador."
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {scenarios.map((s) => {
          const on = s.id === selected;
          return (
            <li
              key={s.id}
              className={cn(
                'flex min-w-0 flex-col rounded-2xl border-2 bg-white',
                on ? 'border-brand-700 bg-brand-50/40' : 'border-slate-200',
              )}
            >
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onSelect(s.id)}
                className="flex-1 rounded-t-2xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-base font-semibold text-slate-900">{s.name}</span>
                  <span className="text-xs font-medium text-slate-600">
                    {on ? 'Seleccionado' : scenarioRateText(s.id)}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-700">{s.description}</span>
                {s.edited ? (
                  <span className="mt-1 block text-xs font-medium text-brand-800">
                    Con tus cifras
                  </span>
                ) : null}
                <span className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <Figure label="Inversión" value={formatMoney(s.investment)} />
                  <Figure label="Retorno esperado" value={formatMoney(s.expectedReturn)} />
                  <Figure label="Plazo" value={formatMonths(s.timeframe)} />
                  <Figure label="Riesgo" value={RISK_LEVEL_LABELS[s.risk]} />
                  <Figure label="Probabilidad" value={formatPercent(s.probability)} />
                  <Figure
                    label="ROI"
                    value={s.roi === null ? 'Sin calcular' : formatPercent(s.roi)}
                  />
                  <Figure label="Recuperación" value={formatMonths(s.timeToBreakeven)} />
                </span>
              </button>
              <div className="border-t border-slate-200 p-3">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(s.id)}
                  aria-label={`Editar escenario ${s.name}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Editar
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ScenarioDialog
        card={card}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </SectionCard>
  );
}

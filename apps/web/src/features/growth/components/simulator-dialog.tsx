import {
  GROWTH_SCENARIO_LABELS,
  type GrowthScenarioCard,
  RISK_LEVEL_LABELS,
  type SimulationInput,
  SimulationInputSchema,
  type SimulationResult,
} from '@caudal/contracts';
import { GROWTH_SIMULATOR } from '@caudal/finance';
import { Play, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField } from '../../../lib/form-values.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSaveSimulation, useSimulate } from '../api/growth-api.ts';
import { formatMonths, numberOf, parseDraft, type ScenarioId } from '../growth-model.ts';
import { draftResolver } from './draft-resolver.ts';

type SimulationDraft = Record<keyof SimulationInput, string>;

const DEFAULT_PERIOD = 12;

const parseSimulation = (draft: SimulationDraft) =>
  parseDraft(SimulationInputSchema, {
    scenario: draft.scenario as ScenarioId,
    investment: numberOf(draft.investment),
    periodMonths: numberOf(draft.periodMonths),
    monthlyGrowth: numberOf(draft.monthlyGrowth),
  });

const SCENARIO_OPTIONS = Object.entries(GROWTH_SCENARIO_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const PERIOD_OPTIONS = GROWTH_SIMULATOR.periodOptions.map((months) => ({
  value: String(months),
  label: `${months} meses`,
}));

function Results({ result, period }: { result: SimulationResult; period: number }) {
  return (
    <section aria-label="Resultados de la simulación" className="space-y-3">
      <div className="rounded-xl bg-brand-50 p-4">
        <p className="text-sm text-slate-700">Ingresos mensuales proyectados al mes {period}</p>
        <p className="text-2xl font-bold text-slate-900 tabular-nums">
          {formatMoney(result.projectedRevenue)}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          Desde {formatMoney(result.baseRevenue)} al mes
          {result.baseEstimated ? ' (estimación: sin ingresos registrados)' : ' (tu mes típico)'}.
        </p>
      </div>
      {result.checkpoints.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Proyección por mes</h3>
          <ul className="mt-1 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {result.checkpoints.map((c) => (
              <li key={c.month} className="rounded-lg border border-slate-200 p-2">
                <span className="block text-xs text-slate-600">Mes {c.month}</span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatMoney(c.revenue)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-slate-600">Utilidad adicional</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {result.incrementalProfit === null
              ? 'Sin calcular'
              : formatMoney(result.incrementalProfit)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">ROI</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {result.roi === null ? 'Sin calcular' : formatPercent(result.roi)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Recuperación</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatMonths(result.timeToBreakeven)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Riesgo</dt>
          <dd className="font-semibold text-slate-900">{RISK_LEVEL_LABELS[result.riskLevel]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Probabilidad</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatPercent(result.probability)}
          </dd>
        </div>
      </dl>
      {result.notes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-700">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SimulatorForm({
  scenarios,
  selected,
  onSelect,
  defaultMonthlyGrowth,
  onSaved,
}: {
  scenarios: readonly GrowthScenarioCard[];
  selected: ScenarioId;
  onSelect: (id: ScenarioId) => void;
  defaultMonthlyGrowth: number;
  onSaved: () => void;
}) {
  const simulate = useSimulate();
  const saveSimulation = useSaveSimulation();
  const [ran, setRan] = useState<{ input: SimulationInput; result: SimulationResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const investmentOf = (id: ScenarioId) =>
    moneyToField(scenarios.find((s) => s.id === id)?.investment);
  const form = useForm<SimulationDraft, unknown, SimulationInput>({
    resolver: draftResolver(parseSimulation),
    defaultValues: {
      scenario: selected,
      investment: investmentOf(selected),
      periodMonths: String(DEFAULT_PERIOD),
      monthlyGrowth: String(Math.round(defaultMonthlyGrowth * 100) / 100),
    },
  });
  const errors = form.formState.errors;
  const scenarioField = form.register('scenario');

  const run = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const result = await simulate.mutateAsync(input);
      setRan({ input, result });
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos ejecutar la simulación. Intenta de nuevo.'));
    }
  });
  const save = async () => {
    if (!ran) return;
    setFailure(null);
    try {
      await saveSimulation.mutateAsync(ran.input);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos guardar la simulación. Intenta de nuevo.'));
    }
  };
  const pending = simulate.isPending || saveSimulation.isPending;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={run} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Escenario base"
            options={SCENARIO_OPTIONS}
            autoFocus
            error={errors.scenario?.message}
            {...scenarioField}
            onChange={(event) => {
              void scenarioField.onChange(event);
              const id = event.target.value as ScenarioId;
              onSelect(id);
              form.setValue('investment', investmentOf(id));
            }}
          />
          <TextField
            label="Inversión (MXN)"
            inputMode="decimal"
            error={errors.investment?.message}
            {...form.register('investment')}
          />
          <SelectField
            label="Periodo"
            options={PERIOD_OPTIONS}
            error={errors.periodMonths?.message}
            {...form.register('periodMonths')}
          />
          <TextField
            label="Crecimiento mensual (%)"
            inputMode="decimal"
            hint="Propuesto: tu meta de crecimiento anual entre 12."
            error={errors.monthlyGrowth?.message}
            {...form.register('monthlyGrowth')}
          />
        </div>
        <Button type="submit" disabled={pending} aria-busy={simulate.isPending}>
          <Play aria-hidden="true" className="size-4" />
          {simulate.isPending ? 'Simulando...' : 'Ejecutar Simulación'}
        </Button>
      </form>
      {failure ? <Alert>{failure}</Alert> : null}
      <div aria-live="polite">
        {ran ? (
          <div className="space-y-4">
            <Results result={ran.result} period={ran.input.periodMonths} />
            <Button
              variant="secondary"
              onClick={save}
              disabled={pending}
              aria-busy={saveSimulation.isPending}
            >
              <Save aria-hidden="true" className="size-4" />
              {saveSimulation.isPending ? 'Guardando...' : 'Guardar Simulación'}
            </Button>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            Ajusta los valores y ejecuta la simulación para ver tus ingresos proyectados.
          </p>
        )}
      </div>
    </div>
  );
}

/** 'Simulador de Escenarios de Crecimiento': computed by the server, kept on request. */
export function SimulatorDialog({
  open,
  onOpenChange,
  onSaved,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  scenarios: readonly GrowthScenarioCard[];
  selected: ScenarioId;
  onSelect: (id: ScenarioId) => void;
  defaultMonthlyGrowth: number;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Simulador de Escenarios de Crecimiento"
      description="Proyecta tus ingresos desde tu mes típico con la inversión y el ritmo que elijas."
      size="xl"
    >
      <SimulatorForm
        {...props}
        onSaved={() => {
          onSaved();
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}

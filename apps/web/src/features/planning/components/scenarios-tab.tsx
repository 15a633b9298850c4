import { MAX_SCENARIOS, type PlanningViewResponse } from '@caudal/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { ToneBars } from '../../../components/charts/lazy-charts.tsx';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSaveScenarios } from '../api/planning-api.ts';
import { baseOf, scenarioView } from '../planning-case.ts';
import {
  draftProbabilityTotal,
  parseScenarioDrafts,
  type ScenarioDraft,
  type ScenarioField,
  scenarioDrafts,
  scenarioTone,
} from '../planning-model.ts';

const SAVE_FAILED = 'No pudimos guardar los escenarios. Intenta de nuevo.';

let nextKey = 0;
const newDraft = (): ScenarioDraft => {
  nextKey += 1;
  return {
    key: `nuevo-${nextKey}`,
    name: '',
    probability: '0',
    revenueImpact: '0',
    costImpact: '0',
    description: '',
  };
};

const NUMERIC_FIELDS: readonly { key: ScenarioField; label: string }[] = [
  { key: 'probability', label: 'Probabilidad (%)' },
  { key: 'revenueImpact', label: 'Ingresos (± %)' },
  { key: 'costImpact', label: 'Costos (± %)' },
];

/**
 * "Escenarios": the stored set (or the defaults, said so) edited as a list on screen — add,
 * change, remove — then saved whole; the running total of probabilities (the save refuses
 * anything but 100 %, as the API does); each scenario's month against the typical one as bars;
 * the probability-weighted profit. A book case's scenarios are shown, not edited.
 */
export function ScenariosTab({
  view,
  isCase,
  onSaved,
}: {
  view: PlanningViewResponse;
  isCase: boolean;
  onSaved: () => void;
}) {
  const saved = view.scenarios;
  const [drafts, setDrafts] = useState(() => scenarioDrafts(saved.items));
  const [savedKey, setSavedKey] = useState(() => JSON.stringify(saved.items));
  const [attempted, setAttempted] = useState(false);
  const save = useSaveScenarios();
  const totalId = useId();
  // A new set from the server (saved, or changed elsewhere) replaces the list on screen.
  const serverKey = JSON.stringify(saved.items);
  if (serverKey !== savedKey) {
    setSavedKey(serverKey);
    setDrafts(scenarioDrafts(saved.items));
    setAttempted(false);
  }
  const parsed = parseScenarioDrafts(drafts);
  const total = draftProbabilityTotal(drafts);
  const problem = parsed.ok ? null : parsed.setProblem;
  // Every row valid (whatever the total): the list as typed, over the typical month.
  const hasBase = view.baseline !== null;
  const rowsValid = parsed.ok || Object.keys(parsed.errors).length === 0;
  const preview = rowsValid
    ? scenarioView(
        baseOf(view),
        parsed.scenarios.map((s, i) => ({
          id: drafts[i]?.key ?? String(i),
          name: s.name,
          probability: s.probability,
          revenueImpact: s.revenueImpact,
          costImpact: s.costImpact,
          description: s.description ?? '',
        })),
        saved.defaults,
      )
    : saved;
  const changed = JSON.stringify(scenarioDrafts(saved.items)) !== JSON.stringify(drafts);

  const edit = (key: string, field: ScenarioField, value: string) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, [field]: value } : d)));

  const submit = () => {
    setAttempted(true);
    if (!parsed.ok) return;
    save.mutate({ scenarios: parsed.scenarios }, { onSuccess: onSaved });
  };

  const rowErrors = !parsed.ok && attempted ? parsed.errors : {};
  return (
    <div className="min-w-0 space-y-6">
      <SectionCard
        title={isCase ? 'Escenarios del caso' : 'Tus escenarios'}
        description={
          isCase
            ? 'Los escenarios del caso del libro, aplicados a su mes típico.'
            : saved.defaults
              ? 'Escenarios predeterminados (optimista 25 %, base 50 %, recesión 20 %, crisis del sector 5 %): aún no guardas los tuyos. Ajústalos a tu negocio y guárdalos.'
              : 'Cada escenario cambia tus ingresos y costos de un mes típico en un porcentaje; sus probabilidades suman 100 %.'
        }
      >
        <ul className="grid gap-4 lg:grid-cols-2">
          {drafts.map((d, index) => {
            const item = preview.items[index];
            const errors = rowErrors[d.key] ?? {};
            return (
              <li key={d.key} className="min-w-0 rounded-2xl border border-slate-200 p-4">
                <fieldset className="min-w-0 space-y-3">
                  <legend className="font-semibold text-slate-900">
                    {d.name.trim() || `Escenario ${index + 1}`}
                  </legend>
                  <TextField
                    label="Nombre"
                    value={d.name}
                    readOnly={isCase}
                    maxLength={120}
                    onChange={(e) => edit(d.key, 'name', e.target.value)}
                    error={errors.name}
                  />
                  <div className="grid items-end gap-3 sm:grid-cols-3">
                    {NUMERIC_FIELDS.map((f) => (
                      <TextField
                        key={f.key}
                        label={f.label}
                        inputMode="decimal"
                        value={d[f.key]}
                        readOnly={isCase}
                        onChange={(e) => edit(d.key, f.key, e.target.value)}
                        error={errors[f.key]}
                      />
                    ))}
                  </div>
                  <TextField
                    label="Descripción"
                    value={d.description}
                    readOnly={isCase}
                    maxLength={500}
                    onChange={(e) => edit(d.key, 'description', e.target.value)}
                    error={errors.description}
                  />
                  {item && rowsValid && hasBase ? (
                    <p className="text-sm text-slate-700">
                      Utilidad del mes: <strong>{formatMoney(item.profit)}</strong> (
                      {formatMoney(item.profitImpact)} contra la base)
                    </p>
                  ) : null}
                  {isCase ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Quitar<span className="sr-only"> el escenario «{d.name || index + 1}»</span>
                    </Button>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        {drafts.length === 0 ? (
          <p className="text-sm text-slate-600">Sin escenarios: agrega al menos uno.</p>
        ) : null}
        <div className="mt-4 space-y-3">
          <p
            id={totalId}
            className={cn('text-sm font-medium', problem ? 'text-red-700' : 'text-emerald-700')}
            aria-live="polite"
          >
            Suma de probabilidades: {formatPercent(total)}
            {problem ? `. ${problem}` : ' · Correcto'}
          </p>
          {isCase ? null : (
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                disabled={drafts.length >= MAX_SCENARIOS}
                onClick={() => setDrafts((list) => [...list, newDraft()])}
              >
                <Plus aria-hidden="true" className="size-4" />
                Agregar escenario
              </Button>
              <Button
                onClick={submit}
                aria-disabled={!parsed.ok || save.isPending}
                aria-describedby={totalId}
                aria-busy={save.isPending}
              >
                {save.isPending ? 'Guardando...' : 'Guardar escenarios'}
              </Button>
              {changed ? (
                <Button variant="ghost" onClick={() => setDrafts(scenarioDrafts(saved.items))}>
                  Descartar cambios
                </Button>
              ) : null}
            </div>
          )}
          {attempted && !parsed.ok && Object.keys(parsed.errors).length > 0 ? (
            <Alert>Revisa los campos marcados antes de guardar.</Alert>
          ) : null}
          {save.isError ? <Alert>{errorMessage(save.error, SAVE_FAILED)}</Alert> : null}
          {save.isSuccess && !changed ? <Alert tone="success">Escenarios guardados.</Alert> : null}
        </div>
      </SectionCard>
      <ScenarioResults preview={preview} changed={changed && !isCase} hasBase={hasBase} />
    </div>
  );
}

const NO_BASE =
  'Los escenarios se aplican a tu mes típico: registra tus ingresos y gastos en Flujo de caja para ver su utilidad.';

function ScenarioResults({
  preview,
  changed,
  hasBase,
}: {
  preview: PlanningViewResponse['scenarios'];
  changed: boolean;
  /** Without a typical month there is no profit to weigh. */
  hasBase: boolean;
}) {
  const bars = [
    { id: 'base', name: 'Mes típico (base)', value: preview.baseProfit, tone: null },
    ...preview.items.map((i, index) => ({
      id: `${index}-${i.id}`,
      name: i.name,
      value: i.profit,
      tone: scenarioTone(i.profit, preview.baseProfit),
    })),
  ];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3">
      <KpiCard
        label="Utilidad esperada"
        value={
          !hasBase || preview.expectedProfit === null
            ? 'Sin calcular'
            : formatMoney(preview.expectedProfit)
        }
        tone={
          !hasBase || preview.expectedProfit === null
            ? null
            : scenarioTone(preview.expectedProfit, preview.baseProfit)
        }
        detail={
          hasBase
            ? `Ponderada por probabilidad, al mes. Mes típico: ${formatMoney(preview.baseProfit)}.${changed ? ' Vista previa: aún sin guardar.' : ''}`
            : NO_BASE
        }
      />
      <div className="min-w-0 lg:col-span-2">
        <ChartCard
          title="Utilidad por escenario"
          description="Verde: igual o mejor que el mes típico; ámbar: menor; rojo: pérdida."
          empty={!hasBase || preview.items.length === 0}
          emptyText={hasBase ? 'Agrega escenarios para comparar su utilidad.' : NO_BASE}
          chart={<ToneBars unit="money" seriesName="Utilidad del mes" data={bars} />}
          table={{
            caption: 'Utilidad mensual por escenario contra el mes típico',
            rows: bars,
            rowKey: (b) => b.id,
            columns: [
              { header: 'Escenario', cell: (b) => b.name },
              { header: 'Utilidad del mes', cell: (b) => formatMoney(b.value) },
            ],
          }}
        />
      </div>
    </div>
  );
}

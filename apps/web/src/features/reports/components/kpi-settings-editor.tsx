import type { ReportKpi, ReportKpiId } from '@caudal/contracts';
import { REPORT_KPI_CHOICE } from '@caudal/finance';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveKpiSettings } from '../api/reports-api.ts';
import {
  choiceProblem,
  formatKpiValue,
  parseTargets,
  TARGET_UNIT_WORDS,
} from '../reports-model.ts';

type Typed = Partial<Record<ReportKpiId, string>>;

/** The suggested target, the field's placeholder (an empty field goes back to it). */
function placeholderOf(kpi: ReportKpi): string {
  return kpi.default_target === null
    ? 'Sin meta sugerida'
    : `Sugerida: ${formatKpiValue(kpi.default_target, kpi.unit)}`;
}

/**
 * "Elegir indicadores": every KPI of the catalogue with a checkbox (5 to 7 followed, chapter 2)
 * and, for each followed one, its target in its unit (empty: the suggested one). Saves with
 * PUT /api/reports/kpi-settings; the API's refusal shows and what was typed stays.
 */
export function KpiSettingsEditor({
  kpis,
  onSaved,
}: {
  kpis: readonly ReportKpi[];
  onSaved: () => void;
}) {
  const save = useSaveKpiSettings();
  const countId = useId();
  const [followed, setFollowed] = useState<ReportKpiId[]>(() =>
    kpis.filter((k) => k.followed).map((k) => k.id),
  );
  const [typed, setTyped] = useState<Typed>(() =>
    Object.fromEntries(
      kpis
        .filter((k) => k.target_source === 'owner' && k.target !== null)
        .map((k) => [k.id, String(k.target)]),
    ),
  );
  const [errors, setErrors] = useState<Typed>({});
  const problem = choiceProblem(followed.length);

  const toggle = (id: ReportKpiId, on: boolean) =>
    setFollowed((current) =>
      on
        ? kpis.map((k) => k.id).filter((k) => k === id || current.includes(k))
        : current.filter((k) => k !== id),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const parsed = parseTargets(followed, typed);
    setErrors(parsed.errors);
    if (Object.keys(parsed.errors).length > 0) return;
    save.mutate(
      { followed, targets: parsed.targets as Record<string, number> },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          Indicadores que sigues (de {REPORT_KPI_CHOICE.min} a {REPORT_KPI_CHOICE.max})
        </legend>
        <p id={countId} aria-live="polite" className="mt-1 text-sm text-slate-700">
          {problem ??
            `Llevas ${followed.length}: el capítulo 2 pide de 5 a 7, suficientes para no dejar un área ciega y pocos para revisarlos de verdad.`}
        </p>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {kpis.map((kpi) => {
            const on = followed.includes(kpi.id);
            return (
              <li key={kpi.id} className="min-w-0 rounded-xl border border-slate-200 p-3">
                <CheckboxField
                  label={kpi.name}
                  checked={on}
                  onChange={(e) => toggle(kpi.id, e.currentTarget.checked)}
                  aria-describedby={countId}
                  after={<p className="text-xs text-slate-600">{kpi.description}</p>}
                />
                {on ? (
                  <TextField
                    className="mt-3"
                    label={`Meta (${TARGET_UNIT_WORDS[kpi.unit]})`}
                    inputMode="decimal"
                    value={typed[kpi.id] ?? ''}
                    placeholder={placeholderOf(kpi)}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setTyped((t) => ({ ...t, [kpi.id]: value }));
                    }}
                    error={errors[kpi.id]}
                    aria-label={`Meta de ${kpi.name} (${TARGET_UNIT_WORDS[kpi.unit]})`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {save.isError ? (
        <Alert>
          {errorMessage(save.error, 'No pudimos guardar tus indicadores. Intenta de nuevo.')}
        </Alert>
      ) : null}
      <Button type="submit" disabled={problem !== null || save.isPending}>
        {save.isPending ? 'Guardando…' : 'Guardar'}
      </Button>
    </form>
  );
}

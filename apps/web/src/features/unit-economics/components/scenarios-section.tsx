import type { UnitEconomicsInputs, UnitEconomicsScenario } from '@caudal/contracts';
import { unitEconomicsFigures } from '@caudal/finance';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDecimal, formatMoney, formatRatio } from '../../../lib/format.ts';
import { useScenarioActions, useScenarios } from '../api/unit-economics-api.ts';
import { financeInputs, inputsBody } from '../unit-economics-form.ts';

const NOT_DEFINED = 'No se puede calcular';

/** Each compared figure: its row label and how a scenario's figures write it. */
const ROWS: { label: string; value: (s: UnitEconomicsScenario) => string }[] = [
  { label: 'Precio', value: (s) => formatMoney(s.inputs.pricePerUnit) },
  { label: 'Costo variable', value: (s) => formatMoney(s.inputs.variableCosts) },
  { label: 'Marketing del mes', value: (s) => formatMoney(s.inputs.marketingSpend) },
  { label: 'Clientes nuevos', value: (s) => String(s.inputs.newCustomers) },
  { label: 'Compras al mes', value: (s) => formatDecimal(s.inputs.avgPurchaseFreq) },
  { label: 'Meses de retención', value: (s) => formatDecimal(s.inputs.retentionMonths) },
  {
    label: 'Margen de contribución',
    value: (s) => formatMoney(figuresOf(s).results.contributionMarginCentavos),
  },
  { label: 'COCA', value: (s) => money(figuresOf(s).results.cocaCentavos) },
  { label: 'LTV', value: (s) => money(figuresOf(s).results.ltvCentavos) },
  { label: 'LTV/COCA', value: (s) => ratioText(figuresOf(s).results.ltvCocaRatio) },
  { label: 'Veredicto', value: (s) => figuresOf(s).label ?? 'Sin veredicto' },
];

const money = (v: Parameters<typeof formatMoney>[0] | null) =>
  v === null ? NOT_DEFINED : formatMoney(v);
const ratioText = (v: number | null) => (v === null ? NOT_DEFINED : formatRatio(v));
const figuresOf = (s: UnitEconomicsScenario) => unitEconomicsFigures(financeInputs(s.inputs));

/**
 * Save the calculator's what-if as a named scenario of the product on screen, and compare saved
 * scenarios side by side (figures computed by finance from each one's inputs).
 */
export function ScenariosSection({
  productId,
  productName,
  inputs,
  onLoad,
}: {
  productId: string | null;
  productName: (id: string | null) => string;
  /** The calculator's inputs, or null while a field is wrong. */
  inputs: UnitEconomicsInputs | null;
  onLoad: (scenario: UnitEconomicsScenario) => void;
}) {
  const list = useScenarios();
  const actions = useScenarioActions();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [compared, setCompared] = useState<string[]>([]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!inputs) return setError('Corrige los datos de la calculadora antes de guardar.');
    const { newCustomers } = inputs;
    if (newCustomers === null)
      return setError('Escribe tus clientes nuevos del mes para guardar el escenario.');
    if (name.trim() === '') return setError('Ponle un nombre al escenario.');
    setSaving(true);
    setError(null);
    try {
      const row = await actions.create({
        name: name.trim(),
        productId,
        inputs: inputsBody({ ...inputs, newCustomers }),
      });
      setName('');
      setCompared((ids) => [...ids, row.id]);
    } catch (e) {
      setError(errorMessage(e, 'No pudimos guardar el escenario. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  };
  const scenarios = list.data ?? [];
  const shown = scenarios.filter((s) => compared.includes(s.id));

  return (
    <SectionCard
      title="Escenarios"
      description="Guarda lo que estás probando con un nombre y compara tus escenarios lado a lado."
    >
      <form onSubmit={save} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Nombre del escenario"
          hint={`De: ${productName(productId)}.`}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          className="sm:w-72"
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar escenario'}
        </Button>
      </form>
      {error ? <Alert className="mt-3">{error}</Alert> : null}
      {list.isError ? <Alert className="mt-3">No pudimos cargar tus escenarios.</Alert> : null}
      {scenarios.length === 0 && list.isSuccess ? (
        <p className="mt-4 text-sm text-slate-600">Aún no guardas escenarios.</p>
      ) : null}
      {scenarios.length > 0 ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-900">Tus escenarios</legend>
          <ul className="mt-2 space-y-2">
            {scenarios.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={compared.includes(s.id)}
                    onChange={(e) =>
                      setCompared((ids) =>
                        e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id),
                      )
                    }
                  />
                  <span>
                    Comparar <strong>{s.name}</strong> ({productName(s.productId)})
                  </span>
                </label>
                <button
                  type="button"
                  className="text-brand-700 underline"
                  onClick={() => onLoad(s)}
                >
                  Abrir en la calculadora
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() =>
                    void actions
                      .remove(s.id)
                      .catch(() => setError('No pudimos borrar el escenario.'))
                  }
                >
                  Borrar<span className="sr-only"> {s.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {shown.length > 0 ? (
        <ScrollRegion label="Comparación de escenarios" className="mt-4">
          <table
            className="w-full text-right text-sm tabular-nums"
            aria-label="Comparación de escenarios"
          >
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="py-2 text-left font-medium">
                  Cifra
                </th>
                {shown.map((s) => (
                  <th key={s.id} scope="col" className="px-2 py-2 font-semibold text-slate-900">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                    {row.label}
                  </th>
                  {shown.map((s) => (
                    <td key={s.id} className="px-2 py-1.5">
                      {row.value(s)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </SectionCard>
  );
}

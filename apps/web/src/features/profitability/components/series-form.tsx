import type { PeriodUnitWire } from '@caudal/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type DraftField, PERIOD_WORDS, type SeriesDraft } from '../investment-series-model.ts';

const MONEY = { inputMode: 'decimal', autoComplete: 'off' } as const;
const MAX_GRID = 60;

/**
 * The evaluator's inputs: the cost today, month or year, the discount rate, the salvage value,
 * and the flows, either the same each period or one field per period (a small grid).
 */
export function SeriesForm({
  draft,
  errors,
  onChange,
}: {
  draft: SeriesDraft;
  errors: Partial<Record<DraftField, string>>;
  onChange: (draft: SeriesDraft) => void;
}) {
  const words = PERIOD_WORDS[draft.periodUnit];
  const set = <K extends keyof SeriesDraft>(key: K, value: SeriesDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setFlow = (index: number, value: string) =>
    set(
      'flows',
      draft.flows.map((f, i) => (i === index ? value : f)),
    );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Nombre (opcional)"
          value={draft.name}
          maxLength={120}
          placeholder="Horno nuevo"
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Inversión inicial (pesos)"
          value={draft.initialCost}
          error={errors.initialCost}
          hint="Lo que pagas hoy."
          onChange={(e) => set('initialCost', e.target.value)}
          {...MONEY}
        />
        <TextField
          label="Tasa de descuento (% anual)"
          value={draft.discountRate}
          error={errors.discountRate}
          hint="Lo que te cuesta el dinero, como la tasa de tu crédito. 12 % si no sabes."
          onChange={(e) => set('discountRate', e.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label="Valor de rescate (opcional)"
          value={draft.salvageValue}
          error={errors.salvageValue}
          hint="Lo que obtendrías al venderla al final."
          onChange={(e) => set('salvageValue', e.target.value)}
          {...MONEY}
        />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">Periodos</p>
          <SegmentedControl<PeriodUnitWire>
            label="Periodos"
            value={draft.periodUnit}
            options={[
              { value: 'month', label: 'Meses' },
              { value: 'year', label: 'Años' },
            ]}
            onChange={(value) => set('periodUnit', value)}
          />
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">Flujos</p>
          <SegmentedControl<SeriesDraft['mode']>
            label="Flujos"
            value={draft.mode}
            options={[
              { value: 'even', label: `Igual ${words.each}` },
              { value: 'grid', label: 'Distinto por periodo' },
            ]}
            onChange={(value) => set('mode', value)}
          />
        </div>
      </div>
      {draft.mode === 'even' ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={`Flujo de ${words.each} (pesos)`}
            value={draft.evenAmount}
            error={errors.evenAmount}
            hint="Lo que deja después de sus costos; negativo si cuesta."
            onChange={(e) => set('evenAmount', e.target.value)}
            {...MONEY}
          />
          <TextField
            label={`Número de ${words.many}`}
            value={draft.evenPeriods}
            error={errors.evenPeriods}
            onChange={(e) => set('evenPeriods', e.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
      ) : (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">
            Flujo de cada {words.one.toLowerCase()} (pesos; negativo si ese periodo cuesta)
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {draft.flows.map((flow, index) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: a period is its position.
                key={index}
                label={`${words.one} ${index + 1}`}
                value={flow}
                error={errors[`flow-${index}`]}
                onChange={(e) => setFlow(index, e.target.value)}
                {...MONEY}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={draft.flows.length >= MAX_GRID}
              onClick={() => set('flows', [...draft.flows, ''])}
            >
              Agregar {words.one.toLowerCase()}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={draft.flows.length <= 1}
              onClick={() => set('flows', draft.flows.slice(0, -1))}
            >
              Quitar el último
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

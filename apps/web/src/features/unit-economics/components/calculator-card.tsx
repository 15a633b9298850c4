import { SectionCard } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  CALCULATOR_FIELDS,
  type CalculatorField,
  type CalculatorFields,
} from '../unit-economics-form.ts';

/** The six inputs (001 §3), prefilled from the company's data and editable as a what-if. */
export function CalculatorCard({
  fields,
  errors,
  onChange,
  onReset,
  changed,
  source,
}: {
  fields: CalculatorFields;
  errors: Partial<Record<CalculatorField, string>>;
  onChange: (key: CalculatorField, value: string) => void;
  onReset: () => void;
  changed: boolean;
  /** Where the prefilled figures come from, in a sentence. */
  source: string;
}) {
  return (
    <SectionCard
      title="Calculadora"
      description={`${source} Cambia cualquier dato para ver qué pasaría: nada se guarda hasta que lo guardes como escenario.`}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CALCULATOR_FIELDS.map((def) => (
          <TextField
            key={def.key}
            label={def.label}
            hint={def.hint}
            type="number"
            inputMode="decimal"
            min={0}
            step={def.step}
            value={fields[def.key]}
            error={errors[def.key]}
            onChange={(event) => onChange(def.key, event.target.value)}
          />
        ))}
      </div>
      {changed ? (
        <button
          type="button"
          onClick={onReset}
          className="mt-4 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Volver a los datos de tu empresa
        </button>
      ) : null}
    </SectionCard>
  );
}

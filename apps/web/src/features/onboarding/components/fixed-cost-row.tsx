import { monthlyFixedCostAmount } from '@caudal/finance';
import { Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldToCentavos } from '../../../lib/form-values.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { FixedCostsFormInput, FixedCostsFormOutput } from '../onboarding-forms.ts';

type Props = {
  index: number;
  control: Control<FixedCostsFormInput, unknown, FixedCostsFormOutput>;
  register: UseFormRegister<FixedCostsFormInput>;
  errors: FieldErrors<FixedCostsFormInput>;
  categoriesListId: string;
  onRemove: () => void;
};

const FREQUENCY_OPTIONS = [
  { value: 'monthly', label: 'Mensual' },
  { value: 'yearly', label: 'Anual' },
] as const;

/** A yearly cost counts as a twelfth each month: say how much. */
function MonthlyEquivalent({ index, control }: Pick<Props, 'index' | 'control'>) {
  const [amount, frequency] = useWatch({
    control,
    name: [`costs.${index}.amount`, `costs.${index}.frequency`],
  });
  const yearly = fieldToCentavos(amount);
  if (frequency !== 'yearly' || yearly === undefined || yearly <= 0) return null;
  const monthly = monthlyFixedCostAmount({ amountCentavos: yearly, recurring: false });
  return (
    <p className="text-sm text-slate-600">
      Equivale a <span className="font-semibold text-slate-900">{formatMoney(monthly)}</span> al
      mes.
    </p>
  );
}

export function FixedCostRow({
  index,
  control,
  register,
  errors,
  categoriesListId,
  onRemove,
}: Props) {
  const rowErrors = errors.costs?.[index];
  const number = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="sr-only">Costo fijo {number}</legend>
      <div className="grid gap-3 sm:grid-cols-6">
        <TextField
          label="Concepto"
          placeholder="Por ejemplo: Renta del local"
          className="sm:col-span-3"
          error={rowErrors?.name?.message}
          {...register(`costs.${index}.name`)}
        />
        <TextField
          label="Categoría"
          list={categoriesListId}
          className="sm:col-span-3"
          error={rowErrors?.category?.message}
          {...register(`costs.${index}.category`)}
        />
        <TextField
          label="Monto (MXN)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="sm:col-span-3"
          error={rowErrors?.amount?.message}
          {...register(`costs.${index}.amount`)}
        />
        <SelectField
          label="Frecuencia"
          options={FREQUENCY_OPTIONS}
          className="sm:col-span-3"
          {...register(`costs.${index}.frequency`)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <MonthlyEquivalent index={index} control={control} />
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Quitar costo fijo ${number}`}
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Quitar
        </Button>
      </div>
    </fieldset>
  );
}

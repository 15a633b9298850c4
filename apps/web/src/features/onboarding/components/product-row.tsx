import { lossTone } from '@caudal/finance';
import { Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TONE_FIGURE, toneKey } from '../../../components/ui/tone.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent, formatUnitMoney } from '../../../lib/format.ts';
import {
  type ProductsFormInput,
  type ProductsFormOutput,
  rowContribution,
} from '../onboarding-forms.ts';

type Props = {
  index: number;
  control: Control<ProductsFormInput, unknown, ProductsFormOutput>;
  register: UseFormRegister<ProductsFormInput>;
  errors: FieldErrors<ProductsFormInput>;
  onRemove: () => void;
};

/** The contribution margin per unit of the row as it is typed. */
function LiveMargin({ index, control }: Pick<Props, 'index' | 'control'>) {
  const [price, variableCost] = useWatch({
    control,
    name: [`products.${index}.price`, `products.${index}.variableCost`],
  });
  const margin = rowContribution(price ?? '', variableCost ?? '');
  return (
    <div className="flex items-center gap-1 text-sm">
      <span className="text-slate-600">Margen de contribución por unidad:</span>
      <output
        className={cn('font-semibold', TONE_FIGURE[toneKey(margin && lossTone(margin.perUnit))])}
      >
        {margin
          ? `${formatUnitMoney(margin.perUnit)}${margin.percent === null ? '' : ` (${formatPercent(margin.percent)})`}`
          : '—'}
      </output>
      <ConceptTooltip concept="contributionPerUnit" label="Margen de contribución por unidad" />
    </div>
  );
}

export function ProductRow({ index, control, register, errors, onRemove }: Props) {
  const rowErrors = errors.products?.[index];
  const number = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="sr-only">Producto {number}</legend>
      <div className="grid gap-3 sm:grid-cols-6">
        <TextField
          label="Nombre del producto"
          className="sm:col-span-4"
          error={rowErrors?.name?.message}
          {...register(`products.${index}.name`)}
        />
        <TextField
          label="Categoría"
          className="sm:col-span-2"
          error={rowErrors?.category?.message}
          {...register(`products.${index}.category`)}
        />
        <TextField
          label="Precio de venta (MXN)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="sm:col-span-2"
          error={rowErrors?.price?.message}
          {...register(`products.${index}.price`)}
        />
        <TextField
          label="Costo variable por unidad"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="sm:col-span-2"
          error={rowErrors?.variableCost?.message}
          {...register(`products.${index}.variableCost`)}
        />
        <TextField
          label="Unidades vendidas al mes"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="sm:col-span-2"
          error={rowErrors?.monthlySales?.message}
          {...register(`products.${index}.monthlySales`)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <LiveMargin index={index} control={control} />
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Quitar producto ${number}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Quitar
        </Button>
      </div>
    </fieldset>
  );
}

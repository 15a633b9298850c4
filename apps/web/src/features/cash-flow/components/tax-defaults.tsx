import { type CategoryTaxDefault, ENTRY_TYPE_LABELS, type EntryType } from '@caudal/contracts';
import { IVA_RATES, type IvaRate } from '@caudal/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import { saveTaxDefault, useTaxDefaults } from '../api/cash-flow-api.ts';
import { ENTRY_TYPE_OPTIONS } from '../cash-flow-forms.ts';

const RATE_LABELS: Record<IvaRate, string> = {
  '16': 'IVA 16 %',
  '8': 'IVA 8 % (frontera)',
  '0': 'Tasa 0 %',
  exento: 'Exento',
};
const RATE_OPTIONS = IVA_RATES.map((value) => ({ value, label: RATE_LABELS[value] }));

function DefaultsList({
  defaults,
  onRemove,
  removing,
}: {
  defaults: CategoryTaxDefault[];
  onRemove: (d: CategoryTaxDefault) => void;
  removing: boolean;
}) {
  if (defaults.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        Aún no dices qué categorías incluyen IVA: tus movimientos escritos a mano o del banco
        cuentan completos como ingreso o gasto.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {defaults.map((d) => (
        <li
          key={`${d.type}-${d.category}`}
          className="flex items-center justify-between gap-3 py-2"
        >
          <span className="min-w-0 break-words text-slate-900">
            {ENTRY_TYPE_LABELS[d.type]} · {d.category}:{' '}
            <span className="font-medium">{RATE_LABELS[d.ivaRate]}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={removing}
            aria-label={`Quitar: ${ENTRY_TYPE_LABELS[d.type]} · ${d.category}`}
            onClick={() => onRemove(d)}
          >
            Quitar
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "IVA de tus categorías" (PUT /api/taxes/defaults): what a category's typed and bank movements
 * include ("mis ventas incluyen IVA 16 %"), optionally given to those already recorded.
 */
export function TaxDefaults() {
  const query = useTaxDefaults();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [type, setType] = useState<EntryType>('income');
  const [category, setCategory] = useState('');
  const [rate, setRate] = useState<IvaRate>('16');
  const [apply, setApply] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: saveTaxDefault,
    onSuccess: (result, input) => {
      void queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
      setDone(
        input.ivaRate === null
          ? 'Listo: esa categoría ya no tiene IVA por omisión.'
          : `Guardado.${result.updated > 0 ? ` ${formatInteger(result.updated)} ${result.updated === 1 ? 'movimiento registrado tomó' : 'movimientos registrados tomaron'} ese IVA.` : ''}`,
      );
      if (input.ivaRate !== null) setCategory('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    mutation.mutate({ type, category, ivaRate: rate, applyToExisting: apply });
  };
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-100 pt-4">
      <h3 id={headingId} className="mb-1 text-base font-semibold text-slate-900">
        IVA de tus categorías
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        Para lo que escribes a mano o importas del banco: si tus ventas incluyen IVA, dilo una vez y
        tu utilidad y este estimado lo toman en cuenta. Tus facturas (CFDI) traen su propio IVA.
      </p>
      {query.isPending ? (
        <LoadingSkeleton label="Cargando el IVA de tus categorías...">
          <Skeleton className="h-10 rounded-lg" />
        </LoadingSkeleton>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar el IVA de tus categorías."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DefaultsList
          defaults={query.data.defaults}
          removing={mutation.isPending}
          onRemove={(d) => {
            setDone(null);
            mutation.mutate({ type: d.type, category: d.category, ivaRate: null });
          }}
        />
      )}
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectField
          label="Tipo"
          options={ENTRY_TYPE_OPTIONS}
          value={type}
          onChange={(e) => setType(e.target.value as EntryType)}
        />
        <TextField
          label="Categoría"
          placeholder="Ventas"
          autoComplete="off"
          maxLength={60}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
        <SelectField
          label="IVA incluido"
          options={RATE_OPTIONS}
          value={rate}
          onChange={(e) => setRate(e.target.value as IvaRate)}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Guardando...' : 'Guardar IVA'}
        </Button>
        <CheckboxField
          className="sm:col-span-4"
          label="Dárselo también a los movimientos ya registrados de esa categoría que no dicen su IVA"
          checked={apply}
          onChange={(e) => setApply(e.target.checked)}
        />
      </form>
      {mutation.isError ? (
        <Alert className="mt-3">
          {errorMessage(mutation.error, 'No pudimos guardar el IVA de la categoría.')}
        </Alert>
      ) : done ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
    </section>
  );
}

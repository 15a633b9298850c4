import { type FixedCost, FixedCostInputSchema } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fixedCosts as fixedCostRecords } from '../../../lib/company-records/records.ts';
import { useListSync } from '../../../lib/company-records/use-list-sync.ts';
import {
  costRowToInput,
  EMPTY_COST_ROW,
  type FixedCostsFormInput,
  type FixedCostsFormOutput,
  FixedCostsFormSchema,
  fixedCostToRow,
} from '../onboarding-forms.ts';
import { FixedCostRow } from './fixed-cost-row.tsx';
import { StepActions, StepLayout } from './step-layout.tsx';

const CATEGORY_SUGGESTIONS = [
  'Renta',
  'Nómina',
  'Servicios',
  'Marketing',
  'Software',
  'Seguros',
  'Impuestos',
  'General',
];

type Props = {
  fixedCosts: readonly FixedCost[];
  focusOnMount: boolean;
  onBack: () => void;
  onDone: () => void;
};

export function FixedCostsStep({ fixedCosts, focusOnMount, onBack, onDone }: Props) {
  const categoriesListId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FixedCostsFormInput, unknown, FixedCostsFormOutput>({
    resolver: zodResolver(FixedCostsFormSchema),
    defaultValues: {
      costs: fixedCosts.length > 0 ? fixedCosts.map(fixedCostToRow) : [EMPTY_COST_ROW],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'costs' });
  const sync = useListSync({
    // The list as the API would receive it (pesos), to compare with what the owner typed.
    initial: fixedCosts.map(({ id, ...saved }) => ({
      id,
      input: FixedCostInputSchema.encode(saved),
    })),
    api: fixedCostRecords,
    queryKey: fixedCostRecords.key,
    // What the API stores for what was sent: the contract decodes it (money, defaults).
    toCached: (id, input): FixedCost => ({ id, ...FixedCostInputSchema.parse(input) }),
    setServerId: (index, id) => setValue(`costs.${index}.serverId`, id),
  });

  const onSubmit = handleSubmit(async (values) => {
    await sync.save(
      values.costs.map((row) => ({ serverId: row.serverId, input: costRowToInput(row) })),
    );
    onDone();
  });

  return (
    <StepLayout
      title="Costos fijos"
      description="Lo que pagas aunque no vendas nada: renta, sueldos, servicios, software. Si un pago es anual, lo repartimos entre 12 meses."
      focusOnMount={focusOnMount}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void onSubmit(e).catch(() => {})}>
        <datalist id={categoriesListId}>
          {CATEGORY_SUGGESTIONS.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        {fields.map((field, index) => (
          <FixedCostRow
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            categoriesListId={categoriesListId}
            onRemove={() => {
              sync.markRemoved(getValues(`costs.${index}.serverId`));
              remove(index);
            }}
          />
        ))}
        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            Sin costos fijos. Si tu negocio no tiene ninguno, puedes continuar.
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => append(EMPTY_COST_ROW)}>
          <Plus aria-hidden="true" className="size-4" />
          Agregar costo fijo
        </Button>
        {sync.mutation.isError ? (
          <Alert>{errorMessage(sync.mutation.error, 'No pudimos guardar tus costos fijos.')}</Alert>
        ) : null}
        <StepActions onBack={onBack} saving={sync.mutation.isPending} />
      </form>
    </StepLayout>
  );
}

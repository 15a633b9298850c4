import { type Product, ProductInputSchema } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { products as productRecords } from '../../../lib/company-records/records.ts';
import { useListSync } from '../../../lib/company-records/use-list-sync.ts';
import {
  EMPTY_PRODUCT_ROW,
  type ProductsFormInput,
  type ProductsFormOutput,
  ProductsFormSchema,
  productRowToInput,
  productToRow,
} from '../onboarding-forms.ts';
import { ProductRow } from './product-row.tsx';
import { StepActions, StepLayout } from './step-layout.tsx';

type Props = {
  products: readonly Product[];
  focusOnMount: boolean;
  onBack: () => void;
  onDone: () => void;
};

export function ProductsStep({ products, focusOnMount, onBack, onDone }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductsFormInput, unknown, ProductsFormOutput>({
    resolver: zodResolver(ProductsFormSchema),
    defaultValues: {
      products: products.length > 0 ? products.map(productToRow) : [EMPTY_PRODUCT_ROW],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const sync = useListSync({
    // The list as the API would receive it (pesos), to compare with what the owner typed.
    initial: products.map(({ id, ...saved }) => ({ id, input: ProductInputSchema.encode(saved) })),
    api: productRecords,
    queryKey: productRecords.key,
    // What the API stores for what was sent: the contract decodes it (money, defaults).
    toCached: (id, input): Product => ({ id, ...ProductInputSchema.parse(input) }),
    setServerId: (index, id) => setValue(`products.${index}.serverId`, id),
  });

  const onSubmit = handleSubmit(async (values) => {
    await sync.save(
      values.products.map((row) => ({ serverId: row.serverId, input: productRowToInput(row) })),
    );
    onDone();
  });
  const listError = errors.products?.root?.message ?? errors.products?.message;

  return (
    <StepLayout
      title="Tus productos"
      description="Lo que vendes: precio, lo que te cuesta producir cada unidad y cuántas vendes al mes. Puedes cambiarlo después."
      focusOnMount={focusOnMount}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void onSubmit(e).catch(() => {})}>
        {fields.map((field, index) => (
          <ProductRow
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={() => {
              sync.markRemoved(getValues(`products.${index}.serverId`));
              remove(index);
            }}
          />
        ))}
        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            No has agregado productos.
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => append(EMPTY_PRODUCT_ROW)}>
          <Plus aria-hidden="true" className="size-4" />
          Agregar producto
        </Button>
        {listError ? <Alert>{listError}</Alert> : null}
        {sync.mutation.isError ? (
          <Alert>{errorMessage(sync.mutation.error, 'No pudimos guardar tus productos.')}</Alert>
        ) : null}
        <StepActions onBack={onBack} saving={sync.mutation.isPending} />
      </form>
    </StepLayout>
  );
}

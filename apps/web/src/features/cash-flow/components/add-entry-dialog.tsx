import type { CashFlowEntry } from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInMexicoCity } from '../../../lib/format.ts';
import {
  ENTRY_TYPE_OPTIONS,
  type EntryFormInput,
  type EntryFormOutput,
  EntryFormSchema,
  IVA_OPTIONS,
  newEntryForm,
} from '../cash-flow-forms.ts';

/**
 * The add-entry modal (spec 001 §2, §5): income, today, not recurring by default; each field
 * checked by the contract, its Spanish message under the field; the modal stays open until the
 * entry is saved.
 */
export function AddEntryDialog({
  open,
  onOpenChange,
  categoryListId,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the page's category suggestions (`<datalist>`). */
  categoryListId: string;
  onCreate: (input: EntryFormOutput) => Promise<CashFlowEntry>;
}) {
  const form = useForm<EntryFormInput, unknown, EntryFormOutput>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: newEntryForm(todayInMexicoCity()),
  });
  const mutation = useMutation({ mutationFn: onCreate, onSuccess: () => onOpenChange(false) });
  const { reset } = form;
  const resetMutation = mutation.reset;
  // Every opening starts a new entry (today's date, even past midnight).
  useEffect(() => {
    if (open) {
      reset(newEntryForm(todayInMexicoCity()));
      resetMutation();
    }
  }, [open, reset, resetMutation]);
  const errors = form.formState.errors;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar movimiento"
      description="Un ingreso o un gasto de tu negocio. Todos los campos son obligatorios."
      size="lg"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Tipo"
            options={ENTRY_TYPE_OPTIONS}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <TextField
            label="Fecha"
            type="date"
            required
            error={errors.date?.message}
            {...form.register('date')}
          />
          <TextField
            label="Monto (MXN)"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            required
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextField
            label="Categoría"
            list={categoryListId}
            placeholder="Ventas"
            required
            autoComplete="off"
            error={errors.category?.message}
            {...form.register('category')}
          />
        </div>
        <TextField
          label="Descripción"
          placeholder="Venta de mostrador"
          required
          maxLength={300}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SelectField
          label="IVA"
          options={IVA_OPTIONS}
          hint="Si el monto incluye IVA, tu utilidad lo descuenta y se estima en tus impuestos del mes."
          error={errors.ivaRate?.message}
          {...form.register('ivaRate')}
        />
        <CheckboxField label="Se repite cada mes (recurrente)" {...form.register('recurring')} />
        {mutation.isError ? (
          <Alert>{errorMessage(mutation.error, 'No pudimos guardar el movimiento.')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Guardando...' : 'Guardar movimiento'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

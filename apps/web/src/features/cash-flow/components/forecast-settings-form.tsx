import {
  CashForecastSettingsInputSchema,
  FORECAST_CALENDAR_ITEMS,
  FORECAST_CALENDAR_LABELS,
  type ForecastCalendarItem,
  z,
} from '@caudal/contracts';
import { PAY_FREQUENCIES, type PayFrequency } from '@caudal/finance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField, nullableNumber } from '../../../lib/form-values.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import { saveForecastSettings, useForecastSettings } from '../api/cash-flow-api.ts';

const SettingsFormSchema = z.object({
  threshold: z
    .string()
    .transform(nullableNumber)
    .pipe(CashForecastSettingsInputSchema.shape.threshold.unwrap().in.nullable()),
  included: z.record(z.enum(FORECAST_CALENDAR_ITEMS), z.boolean()),
  payFrequency: z.enum(PAY_FREQUENCIES),
});
type SettingsFormInput = {
  threshold: string;
  included: Record<ForecastCalendarItem, boolean>;
  payFrequency: PayFrequency;
};

const PAY_FREQUENCY_OPTIONS = [
  { value: 'biweekly', label: 'Quincenal (días 15 y último)' },
  { value: 'weekly', label: 'Semanal (cada viernes)' },
  { value: 'monthly', label: 'Mensual (último día)' },
] satisfies { value: PayFrequency; label: string }[];
type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

/** The owner's minimum balance and which calendar items the forecast counts. */
export function ForecastSettingsForm() {
  const settings = useForecastSettings();
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(SettingsFormSchema),
    defaultValues: {
      threshold: '',
      included: { taxes: true, aguinaldo: true, ptu: true, 'annual-return': true },
      payFrequency: 'biweekly',
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (!settings.data) return;
    reset({
      threshold: moneyToField(settings.data.threshold),
      included: Object.fromEntries(
        FORECAST_CALENDAR_ITEMS.map((item) => [item, !settings.data.disabledItems.includes(item)]),
      ) as Record<ForecastCalendarItem, boolean>,
      payFrequency: settings.data.payFrequency,
    });
  }, [settings.data, reset]);
  const mutation = useMutation({
    mutationFn: (values: SettingsFormOutput) =>
      saveForecastSettings({
        threshold: values.threshold,
        disabledItems: FORECAST_CALENDAR_ITEMS.filter((item) => !values.included[item]),
        payFrequency: values.payFrequency,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY }),
  });
  const error = form.formState.errors.threshold?.message;
  return (
    <details className="rounded-xl border border-slate-200">
      <summary className="cursor-pointer rounded-xl px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50">
        Ajustar el pronóstico
      </summary>
      <form
        noValidate
        className="space-y-4 border-t border-slate-200 p-3"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <TextField
          label="Avísame si mi caja baja de (MXN)"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          className="sm:max-w-xs"
          hint="Déjalo vacío para que solo te avisemos por debajo de $0."
          error={error}
          {...form.register('threshold')}
        />
        <SelectField
          label="Pagas tu nómina"
          className="sm:max-w-xs"
          options={PAY_FREQUENCY_OPTIONS}
          hint="Si un día de pago cae en descanso, se cuenta el día hábil anterior."
          {...form.register('payFrequency')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">
            Qué fechas del calendario contar
          </legend>
          {FORECAST_CALENDAR_ITEMS.map((item) => (
            <CheckboxField
              key={item}
              label={FORECAST_CALENDAR_LABELS[item]}
              {...form.register(`included.${item}`)}
            />
          ))}
        </fieldset>
        {mutation.isError ? (
          <Alert>{errorMessage(mutation.error, 'No pudimos guardar tus ajustes.')}</Alert>
        ) : mutation.isSuccess && !form.formState.isDirty ? (
          <Alert tone="success">Guardamos tus ajustes: el pronóstico ya los usa.</Alert>
        ) : null}
        <Button type="submit" disabled={mutation.isPending || !settings.data}>
          {mutation.isPending ? 'Guardando...' : 'Guardar ajustes'}
        </Button>
      </form>
    </details>
  );
}

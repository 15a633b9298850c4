import {
  ANALYSIS_DEPTH_LABELS,
  ANALYSIS_DEPTHS,
  ANALYSIS_FREQUENCIES,
  ANALYSIS_FREQUENCY_LABELS,
  type Preferences,
  PutPreferencesSchema,
  type z,
} from '@caudal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { PushSwitch } from '../../../components/notifications/push-switch.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FlashLine, useFlash } from '../../../components/ui/flash.tsx';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePreferences, useSavePreferences } from '../api/preferences-api.ts';

type Values = Required<Omit<z.output<typeof PutPreferencesSchema>, 'currency'>>;

const FREQUENCY_OPTIONS = ANALYSIS_FREQUENCIES.map((value) => ({
  value,
  label: ANALYSIS_FREQUENCY_LABELS[value],
}));
const DEPTH_OPTIONS = ANALYSIS_DEPTHS.map((value) => ({
  value,
  label: ANALYSIS_DEPTH_LABELS[value],
}));

const toForm = ({ currency: _currency, ...values }: Preferences): Values => values;

function PreferencesEditor({ preferences }: { preferences: Preferences }) {
  const form = useForm<Values>({
    resolver: zodResolver(PutPreferencesSchema.required().omit({ currency: true })),
    defaultValues: toForm(preferences),
  });
  const save = useSavePreferences();
  const [flash, setFlash] = useFlash();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => {
        setFlash(null);
        save.mutate(values, {
          onSuccess: (saved) => {
            form.reset(toForm(saved));
            setFlash('Preferencias guardadas');
          },
        });
      })}
    >
      <div className="divide-y divide-slate-200">
        <Controller
          control={form.control}
          name="notifications_email"
          render={({ field }) => (
            <SwitchField
              label="Alertas por correo"
              description="Las mismas que en Configuración › Notificaciones: los correos de tus reglas de automatización cuando una cifra cruza su umbral."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="notifications_push"
          render={({ field }) => (
            <PushSwitch checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="auto_save"
          render={({ field }) => (
            <SwitchField
              label="Guardado automático"
              description="Guardar tus cambios sin pulsar «Guardar». Guardamos tu elección; las pantallas aún no la usan."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Frecuencia de los análisis automáticos"
          options={FREQUENCY_OPTIONS}
          hint="La de tu empresa: cada cuánto analizan tu negocio los asesores por su cuenta."
          error={errors.ai_analysis_frequency?.message}
          {...form.register('ai_analysis_frequency')}
        />
        <SelectField
          label="Profundidad de los análisis"
          options={DEPTH_OPTIONS}
          error={errors.default_analysis_depth?.message}
          {...form.register('default_analysis_depth')}
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">Moneda</p>
          <p className="text-sm text-slate-900">
            <span className="font-semibold">MXN</span>, pesos mexicanos: tus cuentas se llevan en
            pesos.
          </p>
        </div>
      </div>
      {save.isError ? (
        <Alert>{errorMessage(save.error, 'No pudimos guardar tus preferencias.')}</Alert>
      ) : null}
      <FlashLine message={flash} />
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar'}
      </Button>
    </form>
  );
}

/** The profile's Preferencias tab (spec 001 §3 "Preferences", GET/PUT /api/auth/preferences). */
export function PreferencesForm() {
  const query = usePreferences();
  if (query.data) return <PreferencesEditor preferences={query.data} />;
  if (query.isError) {
    return (
      <ErrorState
        title="No pudimos cargar tus preferencias."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <LoadingSkeleton label="Cargando tus preferencias...">
      <Skeleton className="h-48" />
    </LoadingSkeleton>
  );
}

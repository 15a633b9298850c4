import {
  AUTO_REFRESH_LABELS,
  AUTO_REFRESH_MINUTES,
  DASHBOARD_VIEW_LABELS,
  DASHBOARD_VIEWS,
  DashboardSettingsSchema,
  type UserConfig,
} from '@caudal/contracts';
import { Controller } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { SectionForm, useSectionForm } from './section-form.tsx';

const VIEW_OPTIONS = DASHBOARD_VIEWS.map((value) => ({
  value,
  label: DASHBOARD_VIEW_LABELS[value],
}));
const REFRESH_OPTIONS = AUTO_REFRESH_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: AUTO_REFRESH_LABELS[minutes],
}));

export function DashboardSection({ config }: { config: UserConfig }) {
  const { form, card } = useSectionForm(
    'dashboard',
    DashboardSettingsSchema,
    (c) => c.dashboard,
    config,
  );
  const { errors } = form.formState;

  return (
    <SectionForm
      title="Tablero"
      description="Dónde abre Caudal y cómo se mantiene al día tu dashboard."
      {...card}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Vista inicial"
          options={VIEW_OPTIONS}
          hint="La página con la que abre Caudal al iniciar sesión y al tocar el logo."
          error={errors.default_view?.message}
          {...form.register('default_view')}
        />
        <SelectField
          label="Actualización automática"
          options={REFRESH_OPTIONS}
          hint="Mientras el dashboard esté abierto, vuelve a pedir tus cifras con esta frecuencia."
          error={errors.auto_refresh_minutes?.message}
          {...form.register('auto_refresh_minutes', { setValueAs: (v) => Number(v) })}
        />
      </div>
      <Controller
        control={form.control}
        name="show_animations"
        render={({ field }) => (
          <SwitchField
            label="Mostrar animaciones"
            description="Transiciones al cambiar de periodo y al dibujar las gráficas."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </SectionForm>
  );
}

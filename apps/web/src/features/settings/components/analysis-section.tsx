import {
  ANALYSIS_FREQUENCIES,
  ANALYSIS_FREQUENCY_LABELS,
  DEFAULT_PERIOD_LABELS,
  DEFAULT_PERIODS,
  type UserConfig,
} from '@caudal/contracts';
import { Controller } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { AnalysisFormSchema, analysisToForm } from '../settings-forms.ts';
import { SectionForm, useSectionForm } from './section-form.tsx';

const FREQUENCY_OPTIONS = ANALYSIS_FREQUENCIES.map((value) => ({
  value,
  label: ANALYSIS_FREQUENCY_LABELS[value],
}));
const PERIOD_OPTIONS = DEFAULT_PERIODS.map((value) => ({
  value,
  label: DEFAULT_PERIOD_LABELS[value],
}));

/** The company's analysis settings: every member sees them, those allowed change them. */
export function AnalysisSection({ config }: { config: UserConfig }) {
  const readOnly = !config.can_edit_analysis;
  const { form, card } = useSectionForm(
    'analysis',
    AnalysisFormSchema,
    (c) => analysisToForm(c.analysis),
    config,
  );
  const { errors } = form.formState;

  return (
    <SectionForm
      title="Análisis"
      description="Los de tu empresa: valen para todas las personas que la usan."
      {...card}
      readOnly={readOnly}
    >
      {readOnly ? (
        <Alert tone="info">
          Solo quien administra la empresa puede cambiar estos valores. Aquí puedes ver los que
          siguen tus análisis y tu encabezado.
        </Alert>
      ) : null}
      <fieldset disabled={readOnly} className="space-y-5">
        <legend className="sr-only">Análisis de tu empresa</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Frecuencia de los análisis automáticos"
            options={FREQUENCY_OPTIONS}
            hint="Cada cuánto analizan tu negocio los asesores por su cuenta (Agentes IA)."
            error={errors.auto_analysis_frequency?.message}
            {...form.register('auto_analysis_frequency')}
          />
          <SelectField
            label="Periodo predeterminado"
            options={PERIOD_OPTIONS}
            hint="Con el que abren el dashboard, los reportes y la rentabilidad cuando no eliges otro."
            error={errors.default_period?.message}
            {...form.register('default_period')}
          />
        </div>
        <Controller
          control={form.control}
          name="include_projections"
          render={({ field }) => (
            <SwitchField
              label="Incluir proyecciones"
              description="Las proyecciones de flujo de caja, crecimiento y planeación. Apagado, esas pantallas muestran solo tus cifras reales."
              checked={field.value}
              disabled={readOnly}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <fieldset className="space-y-4 border-t border-slate-200 pt-5">
          <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-900">
            Umbrales de alerta
          </legend>
          <p className="clear-left text-sm text-slate-600">
            Colorean el estado de tu encabezado (salud financiera, flujo de caja y caja).
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Caja crítica (MXN)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint="Con menos en caja, tu flujo se marca crítico."
              error={errors.cash_flow_critical?.message}
              {...form.register('cash_flow_critical')}
            />
            <TextField
              label="Aviso de salud financiera (0–100)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              hint="Por debajo, tu salud financiera se marca en rojo; tus reglas de salud sin umbral propio te avisan."
              error={errors.health_score_warning?.message}
              {...form.register('health_score_warning')}
            />
            <TextField
              label="LTV/COCA mínimo"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              hint="Tus reglas de automatización de LTV/COCA sin mínimo propio avisan por debajo de este."
              error={errors.ltv_coca_ratio_min?.message}
              {...form.register('ltv_coca_ratio_min')}
            />
          </div>
        </fieldset>
      </fieldset>
    </SectionForm>
  );
}

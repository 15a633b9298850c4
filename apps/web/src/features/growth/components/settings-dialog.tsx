import {
  type BusinessSettings,
  type BusinessSettingsInput,
  BusinessSettingsInputSchema,
  GROWTH_STAGE_LABELS,
  INDUSTRY_LABELS,
} from '@caudal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField, numberToField } from '../../../lib/form-values.ts';
import { useSaveSettings } from '../api/growth-api.ts';
import { numberOf, parseDraft } from '../growth-model.ts';
import { draftResolver } from './draft-resolver.ts';

type SettingsDraft = Record<keyof BusinessSettingsInput, string>;

/** The owner's tolerance to risk, said of a tolerance (the scenarios' risk is 'Bajo/Medio/Alto'). */
const TOLERANCE_LABELS = { low: 'Baja', medium: 'Media', high: 'Alta' } as const;

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const parseSettings = (draft: SettingsDraft) =>
  parseDraft(BusinessSettingsInputSchema, {
    industry: draft.industry as BusinessSettingsInput['industry'],
    businessStage: draft.businessStage as BusinessSettingsInput['businessStage'],
    monthlyRevenue: numberOf(draft.monthlyRevenue),
    employeeCount: numberOf(draft.employeeCount),
    monthsOperating: numberOf(draft.monthsOperating),
    targetGrowthRate: numberOf(draft.targetGrowthRate),
    riskTolerance: draft.riskTolerance as BusinessSettingsInput['riskTolerance'],
  });

const draftOf = (s: BusinessSettings): SettingsDraft => ({
  industry: s.industry ?? '',
  businessStage: s.businessStage ?? '',
  monthlyRevenue: moneyToField(s.monthlyRevenue),
  employeeCount: numberToField(s.employeeCount),
  monthsOperating: numberToField(s.monthsOperating),
  targetGrowthRate: numberToField(s.targetGrowthRate),
  riskTolerance: s.riskTolerance,
});

function SettingsForm({
  settings,
  onSaved,
  onCancel,
}: {
  settings: BusinessSettings;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SettingsDraft, unknown, BusinessSettingsInput>({
    resolver: draftResolver(parseSettings),
    defaultValues: draftOf(settings),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos guardar la configuración. Intenta de nuevo.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {settings.saved ? null : (
        <p className="text-sm text-slate-700">
          Prellenamos estos valores con el perfil y los datos de tu empresa. Revísalos y guárdalos.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Giro del negocio"
          placeholder="Selecciona un giro"
          options={options(INDUSTRY_LABELS)}
          autoFocus
          error={errors.industry?.message}
          {...form.register('industry')}
        />
        <SelectField
          label="Etapa del negocio"
          placeholder="Selecciona una etapa"
          options={options(GROWTH_STAGE_LABELS)}
          error={errors.businessStage?.message}
          {...form.register('businessStage')}
        />
        <TextField
          label="Ingresos mensuales (MXN)"
          inputMode="numeric"
          error={errors.monthlyRevenue?.message}
          {...form.register('monthlyRevenue')}
        />
        <TextField
          label="Número de empleados"
          inputMode="numeric"
          error={errors.employeeCount?.message}
          {...form.register('employeeCount')}
        />
        <TextField
          label="Meses de operación"
          inputMode="numeric"
          error={errors.monthsOperating?.message}
          {...form.register('monthsOperating')}
        />
        <TextField
          label="Meta de crecimiento anual (%)"
          inputMode="numeric"
          error={errors.targetGrowthRate?.message}
          {...form.register('targetGrowthRate')}
        />
        <SelectField
          label="Tolerancia al riesgo"
          options={options(TOLERANCE_LABELS)}
          error={errors.riskTolerance?.message}
          {...form.register('riskTolerance')}
        />
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}

/** 'Configuración del Negocio': prefilled from the view; saved per company. */
export function SettingsDialog({
  open,
  onOpenChange,
  settings,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: BusinessSettings;
  onSaved: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Configuración del Negocio"
      description="Con estos datos calculamos tus metas sugeridas y el crecimiento del simulador."
      size="xl"
    >
      <SettingsForm
        settings={settings}
        onSaved={() => {
          onSaved();
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

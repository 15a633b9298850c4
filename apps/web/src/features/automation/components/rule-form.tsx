import {
  ACTION_LABELS,
  type ActionKind,
  REPORT_TYPE_LABELS,
  RULE_STATUS_LABELS,
  RULE_TYPE_LABELS,
  type RuleInput,
  type RuleStatus,
  TRIGGER_KINDS,
  TRIGGER_LABELS,
} from '@caudal/contracts';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import {
  parseRuleDraft,
  type RuleDraft,
  typeForAction,
  typesForAction,
} from '../automation-model.ts';
import { TriggerFields } from './trigger-fields.tsx';

const options = <K extends string>(labels: Record<K, string>, keys?: readonly K[]) =>
  (keys ?? (Object.keys(labels) as K[])).map((value) => ({ value, label: labels[value] }));

const STATUS_HINTS: Record<RuleStatus, string> = {
  active: 'Revisa tus datos desde que la guardas.',
  paused: 'Guardada, sin revisar hasta que la actives.',
  draft: 'Un borrador no revisa nada ni se puede activar con el interruptor.',
};

const TYPE_HINTS: Partial<Record<ActionKind, string>> = {
  webhook: 'Una regla con webhook es de tipo integración: lo elegimos por ti.',
  'report-email': 'Una regla que envía un reporte es de tipo reporte: lo elegimos por ti.',
};

// The contract checks the whole form; its messages land under their fields.
const resolver: Resolver<RuleDraft, unknown, RuleInput> = (values) => {
  const parsed = parseRuleDraft(values);
  if (parsed.ok) return { values: parsed.input, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(parsed.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors };
};

/**
 * A rule's fields (spec 001 §3): the trigger's fields follow its kind, the action's too, and the
 * type follows the action where the contract requires it. The API's refusal shows above the
 * buttons and nothing typed is lost.
 */
export function RuleForm({
  initial,
  submitLabel,
  failure,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: RuleDraft;
  submitLabel: string;
  /** The API's Spanish `detail` when it refused the rule. */
  failure: string | null;
  pending: boolean;
  onSubmit: (input: RuleInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<RuleDraft, unknown, RuleInput>({ resolver, defaultValues: initial });
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const actionKind = watch('actionKind');
  const status = watch('status');
  const allowedTypes = typesForAction(actionKind);
  const actionField = register('actionKind');

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre de la regla"
          maxLength={120}
          autoFocus
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Estado"
          options={options(RULE_STATUS_LABELS)}
          hint={STATUS_HINTS[status]}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextareaField
          label="Descripción (opcional)"
          className="sm:col-span-2 [&_textarea]:min-h-20"
          maxLength={500}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Cuándo se dispara</legend>
        <SelectField
          label="Disparador"
          options={options(TRIGGER_LABELS, TRIGGER_KINDS)}
          error={errors.triggerKind?.message}
          {...register('triggerKind')}
        />
        <TriggerFields form={form} />
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Qué hace</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Acción"
            options={options(ACTION_LABELS)}
            error={errors.actionKind?.message}
            {...actionField}
            onChange={(event) => {
              void actionField.onChange(event);
              const kind = event.target.value as ActionKind;
              setValue('type', typeForAction(kind, form.getValues('type')));
            }}
          />
          <SelectField
            label="Tipo de regla"
            options={options(RULE_TYPE_LABELS, allowedTypes)}
            hint={
              TYPE_HINTS[actionKind] ??
              'Financiera: vigila tus cifras; notificación: te avisa de un pendiente.'
            }
            error={errors.type?.message}
            {...register('type')}
          />
          {actionKind === 'report-email' ? (
            <>
              <SelectField
                label="Reporte"
                options={options(REPORT_TYPE_LABELS)}
                error={errors.reportType?.message}
                {...register('reportType')}
              />
              <SelectField
                label="Periodo del reporte"
                options={[
                  { value: '7', label: 'Últimos 7 días' },
                  { value: '30', label: 'Últimos 30 días' },
                ]}
                error={errors.periodDays?.message}
                {...register('periodDays')}
              />
            </>
          ) : null}
          {actionKind === 'webhook' ? (
            <TextField
              label="Dirección del webhook"
              className="sm:col-span-2"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={500}
              hint="Al guardarla te damos un secreto para comprobar que cada llamada viene de Caudal."
              error={errors.url?.message}
              {...register('url')}
            />
          ) : null}
        </div>
      </fieldset>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Guardando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

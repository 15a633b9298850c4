import {
  type GrowthKpiCardView,
  type GrowthKpiTargetsInput,
  GrowthKpiTargetsInputSchema,
} from '@caudal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField, numberToField } from '../../../lib/form-values.ts';
import { useSaveKpiTargets } from '../api/growth-api.ts';
import { formatKpiValue, nullableNumberOf, parseDraft } from '../growth-model.ts';
import { draftResolver } from './draft-resolver.ts';

type TargetsDraft = Record<GrowthKpiCardView['key'], string>;

const parseTargets = (draft: TargetsDraft) =>
  parseDraft(GrowthKpiTargetsInputSchema, {
    revenue: nullableNumberOf(draft.revenue),
    customers: nullableNumberOf(draft.customers),
    margin: nullableNumberOf(draft.margin),
    acquisitionCost: nullableNumberOf(draft.acquisitionCost),
  });

/** The owner's own targets in the fields; a suggested target leaves its field empty. */
function draftOf(kpis: readonly GrowthKpiCardView[]): TargetsDraft {
  const draft: TargetsDraft = { revenue: '', customers: '', margin: '', acquisitionCost: '' };
  for (const card of kpis) {
    if (card.targetSource !== 'owner' || card.target === null) continue;
    draft[card.key] =
      card.key === 'revenue' || card.key === 'acquisitionCost'
        ? moneyToField(card.target)
        : numberToField(card.target);
  }
  return draft;
}

const FIELDS: { key: GrowthKpiCardView['key']; label: string; inputMode: 'decimal' | 'numeric' }[] =
  [
    { key: 'revenue', label: 'Meta de ingresos mensuales (MXN)', inputMode: 'decimal' },
    { key: 'customers', label: 'Meta de clientes activos', inputMode: 'numeric' },
    { key: 'margin', label: 'Meta de margen de utilidad (%)', inputMode: 'decimal' },
    { key: 'acquisitionCost', label: 'Meta de costo de adquisición (MXN)', inputMode: 'decimal' },
  ];

function TargetsForm({ kpis, onDone }: { kpis: readonly GrowthKpiCardView[]; onDone: () => void }) {
  const save = useSaveKpiTargets();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TargetsDraft, unknown, GrowthKpiTargetsInput>({
    resolver: draftResolver(parseTargets),
    defaultValues: draftOf(kpis),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync(input);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos guardar tus metas. Intenta de nuevo.'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field, index) => {
          const card = kpis.find((k) => k.key === field.key);
          const suggested =
            card && card.targetSource === 'suggested' && card.target !== null
              ? `Vacío: la sugerida (${formatKpiValue(card, card.target)}).`
              : 'Vacío: la meta sugerida.';
          return (
            <TextField
              key={field.key}
              label={field.label}
              inputMode={field.inputMode}
              autoFocus={index === 0}
              hint={suggested}
              error={errors[field.key]?.message}
              {...form.register(field.key)}
            />
          );
        })}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar metas'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Editar metas': the four targets; an empty field goes back to the suggested target. The form
 * mounts each time the dialog opens, so it starts from the targets on screen.
 */
export function KpiTargetsDialog({
  open,
  onOpenChange,
  kpis,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kpis: readonly GrowthKpiCardView[];
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Metas de crecimiento"
      description="Escribe tus propias metas. Deja un campo vacío para usar la meta sugerida."
      size="lg"
    >
      <TargetsForm kpis={kpis} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

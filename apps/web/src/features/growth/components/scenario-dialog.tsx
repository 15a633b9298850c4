import {
  type GrowthScenarioCard,
  type GrowthScenarioInput,
  GrowthScenarioInputSchema,
  RISK_LEVEL_LABELS,
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
import { useResetScenario, useSaveScenario } from '../api/growth-api.ts';
import { numberOf, parseDraft } from '../growth-model.ts';
import { draftResolver } from './draft-resolver.ts';

type ScenarioDraft = Record<keyof GrowthScenarioInput, string>;

const parseScenario = (draft: ScenarioDraft) =>
  parseDraft(GrowthScenarioInputSchema, {
    investment: numberOf(draft.investment),
    expectedReturn: numberOf(draft.expectedReturn),
    timeframe: numberOf(draft.timeframe),
    risk: draft.risk as GrowthScenarioInput['risk'],
    probability: numberOf(draft.probability),
  });

const RISK_OPTIONS = Object.entries(RISK_LEVEL_LABELS).map(([value, label]) => ({
  value,
  label,
}));

function ScenarioForm({ card, onDone }: { card: GrowthScenarioCard; onDone: () => void }) {
  const save = useSaveScenario();
  const reset = useResetScenario();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ScenarioDraft, unknown, GrowthScenarioInput>({
    resolver: draftResolver(parseScenario),
    defaultValues: {
      investment: moneyToField(card.investment),
      expectedReturn: moneyToField(card.expectedReturn),
      timeframe: numberToField(card.timeframe),
      risk: card.risk,
      probability: numberToField(card.probability),
    },
  });
  const errors = form.formState.errors;
  const pending = save.isPending || reset.isPending;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: card.id, body });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos guardar el escenario. Intenta de nuevo.'));
    }
  });
  const restore = async () => {
    setFailure(null);
    try {
      await reset.mutateAsync(card.id);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'No pudimos restaurar el escenario. Intenta de nuevo.'));
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Inversión (MXN)"
          inputMode="decimal"
          autoFocus
          error={errors.investment?.message}
          {...form.register('investment')}
        />
        <TextField
          label="Retorno esperado (MXN)"
          inputMode="decimal"
          error={errors.expectedReturn?.message}
          {...form.register('expectedReturn')}
        />
        <TextField
          label="Plazo (meses)"
          inputMode="numeric"
          error={errors.timeframe?.message}
          {...form.register('timeframe')}
        />
        <SelectField
          label="Riesgo"
          options={RISK_OPTIONS}
          error={errors.risk?.message}
          {...form.register('risk')}
        />
        <TextField
          label="Probabilidad de éxito (%)"
          inputMode="numeric"
          error={errors.probability?.message}
          {...form.register('probability')}
        />
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {card.edited ? (
          <Button variant="ghost" onClick={restore} disabled={pending} aria-busy={reset.isPending}>
            {reset.isPending ? 'Restaurando...' : 'Restaurar valores sugeridos'}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending} aria-busy={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}

/** A scenario card's figures for this company; 'Restaurar valores sugeridos' when edited. */
export function ScenarioDialog({
  card,
  onOpenChange,
}: {
  card: GrowthScenarioCard | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={card !== null}
      onOpenChange={onOpenChange}
      title={card ? `Editar escenario ${card.name}` : 'Editar escenario'}
      description="Tus cifras para este escenario: el ROI y la recuperación se calculan con ellas."
      size="lg"
    >
      {card ? <ScenarioForm card={card} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

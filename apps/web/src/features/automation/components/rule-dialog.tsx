import type { Rule, RuleInput } from '@caudal/contracts';
import { Modal } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRule, useUpdateRule } from '../api/automation-api.ts';
import { newRuleDraft, ruleToDraft } from '../automation-model.ts';
import { RuleForm } from './rule-form.tsx';

const SAVE_FAILED = 'No pudimos guardar la regla. Intenta de nuevo.';

/** "Nueva regla" or "Editar «…»": the form in a dialog that stays open until the API saves it. */
export function RuleDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const create = useCreateRule();
  const update = useUpdateRule();
  const save = rule ? update : create;
  const submit = (input: RuleInput) => {
    if (rule) update.mutate({ id: rule.id, body: input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      size="xl"
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={rule ? `Editar «${rule.name}»` : 'Nueva regla'}
      description="Elige qué vigilar y qué hacer cuando pase. Los campos cambian con el disparador y la acción."
    >
      <RuleForm
        initial={rule ? ruleToDraft(rule) : newRuleDraft()}
        submitLabel={rule ? 'Guardar cambios' : 'Crear regla'}
        failure={save.isError ? errorMessage(save.error, SAVE_FAILED) : null}
        pending={save.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}

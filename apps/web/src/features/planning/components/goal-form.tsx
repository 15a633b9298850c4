import type { GoalInput } from '@caudal/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  GOAL_CATEGORY_LABELS,
  GOAL_LINK_LABELS,
  type GoalDraft,
  type GoalField,
  LINKS_WITH_START,
  PRIORITY_LABELS,
  parseGoalDraft,
} from '../planning-model.ts';

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const SAVE_FAILED = 'No pudimos guardar la meta. Intenta de nuevo.';

/**
 * A goal's fields, for a new goal or one being edited in place. A goal that follows a figure
 * (income, cash, profit or a category) has no current amount to type: the API computes it.
 * Enter saves, Escape cancels; the server's refusal shows above the buttons.
 */
export function GoalForm({
  title,
  initial,
  categories,
  source,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: GoalDraft;
  /** The company's entry categories, suggested for a 'category' goal. */
  categories: readonly string[];
  /** A linked goal's current source text, shown while its link is unchanged. */
  source?: string | null;
  onSubmit: (input: GoalInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<GoalField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const listId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const set = <K extends GoalField>(key: K, value: GoalDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseGoalDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(parsed.input);
    } catch (error) {
      setFailure(errorMessage(error, SAVE_FAILED));
      setPending(false);
    }
  };

  const linked = draft.link !== 'none';
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
      aria-label={title}
      className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4"
      noValidate
    >
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          ref={first}
          label="Nombre de la meta"
          value={draft.name}
          maxLength={120}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Monto objetivo (MXN)"
          inputMode="decimal"
          value={draft.targetAmount}
          onChange={(e) => set('targetAmount', e.target.value)}
          error={errors.targetAmount}
        />
        <SelectField
          label="Cifra que sigue"
          options={options(GOAL_LINK_LABELS)}
          value={draft.link}
          onChange={(e) => set('link', e.target.value as GoalDraft['link'])}
          error={errors.link}
          hint={
            linked
              ? 'El monto actual se calcula con los datos de tu empresa.'
              : 'Tú actualizas el monto actual.'
          }
        />
        {linked ? (
          <p className="self-end text-sm text-slate-700">
            {source && draft.link === initial.link
              ? source
              : 'Monto actual: se calcula al guardar.'}
          </p>
        ) : (
          <TextField
            label="Monto actual (MXN)"
            inputMode="decimal"
            value={draft.currentAmount}
            onChange={(e) => set('currentAmount', e.target.value)}
            error={errors.currentAmount}
            hint="Vacío cuenta como $0."
          />
        )}
        {draft.link === 'category' ? (
          <>
            <TextField
              label="Categoría de movimientos"
              list={listId}
              value={draft.linkCategory}
              maxLength={60}
              onChange={(e) => set('linkCategory', e.target.value)}
              error={errors.linkCategory}
            />
            <datalist id={listId}>
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        ) : null}
        {LINKS_WITH_START.includes(draft.link) ? (
          <TextField
            label="Contar desde"
            type="date"
            value={draft.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            error={errors.startDate}
            hint="Vacío: desde el día en que creaste la meta."
          />
        ) : null}
        <TextField
          label="Fecha límite"
          type="date"
          value={draft.deadline}
          onChange={(e) => set('deadline', e.target.value)}
          error={errors.deadline}
        />
        <SelectField
          label="Categoría de la meta"
          options={options(GOAL_CATEGORY_LABELS)}
          value={draft.category}
          onChange={(e) => set('category', e.target.value as GoalDraft['category'])}
          error={errors.category}
        />
        <SelectField
          label="Prioridad"
          options={options(PRIORITY_LABELS)}
          value={draft.priority}
          onChange={(e) => set('priority', e.target.value as GoalDraft['priority'])}
          error={errors.priority}
        />
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Guardando...' : 'Guardar meta'}
        </Button>
      </div>
    </form>
  );
}

import type { GoalView, PlanningViewResponse } from '@caudal/contracts';
import { Plus, Target } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/resource-table/delete-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatMoney, formatPercent } from '../../../lib/format.ts';
import { useEntryCategories, useGoalActions } from '../api/planning-api.ts';
import {
  BAND_BAR,
  BAND_WORDS,
  daysLeftText,
  GOAL_CATEGORY_LABELS,
  goalToDraft,
  newGoalDraft,
  PRIORITY_LABELS,
} from '../planning-model.ts';
import { GoalForm } from './goal-form.tsx';

const DELETE_FAILED = 'No pudimos eliminar la meta. Intenta de nuevo.';

function GoalProgress({ goal }: { goal: GoalView }) {
  const value = goal.progress ?? 0;
  const words = goal.band ? BAND_WORDS[goal.band] : 'Sin avance que medir';
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800 tabular-nums">
          {formatMoney(goal.currentAmount)} de {formatMoney(goal.targetAmount)}
        </span>
        <span className="text-slate-700 tabular-nums">
          {goal.progress === null ? words : `${formatPercent(goal.progress)} · ${words}`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Avance de ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(100, Math.max(0, value)))}
        aria-valuetext={goal.progress === null ? words : `${formatPercent(value)}, ${words}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full', BAND_BAR[goal.band ?? 'none'])}
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </div>
    </div>
  );
}

function GoalCard({
  goal,
  editId,
  onEdit,
  onDelete,
}: {
  goal: GoalView;
  /** The id of its "Editar", where focus returns after editing. */
  editId: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{goal.name}</h3>
          <p className="text-xs text-slate-600">
            {GOAL_CATEGORY_LABELS[goal.category]} · Prioridad{' '}
            {PRIORITY_LABELS[goal.priority].toLowerCase()} · Fecha límite{' '}
            {formatDate(goal.deadline)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {goal.completed ? <ToneBadge tone="good">Cumplida</ToneBadge> : null}
          {goal.atRisk ? <ToneBadge tone="bad">En riesgo</ToneBadge> : null}
        </div>
      </div>
      <GoalProgress goal={goal} />
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{daysLeftText(goal.daysLeft)}</span>
        <span>{goal.completed ? 'Meta alcanzada' : `Faltan ${formatMoney(goal.remaining)}`}</span>
        {goal.source ? <span>{goal.source}</span> : null}
      </p>
      {onEdit || onDelete ? (
        <div className="flex flex-wrap gap-2">
          {onEdit ? (
            <Button id={editId} variant="secondary" size="sm" onClick={onEdit}>
              Editar<span className="sr-only"> «{goal.name}»</span>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="ghost" size="sm" onClick={onDelete}>
              Eliminar<span className="sr-only"> «{goal.name}»</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Metas": the goals with their progress (bars in §9's bands, the value in words too), at-risk
 * and completed badges and days left; create, edit in place and delete after confirming. A
 * book case's goals are shown read-only.
 */
export function GoalsTab({
  view,
  isCase,
  today,
}: {
  view: PlanningViewResponse;
  isCase: boolean;
  today: string;
}) {
  const actions = useGoalActions();
  const categories = useEntryCategories();
  const suggestions = categories.data?.categories ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{
    goal: GoalView;
    pending: boolean;
    error: string | null;
  }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const editId = (id: string) => `${ids}-editar-${id}`;
  // After a form closes, focus goes back where it was opened from (not lost to the page).
  const [focusTo, setFocusTo] = useState<string | null>(null);
  useEffect(() => {
    if (focusTo === null) return;
    (focusTo === 'add' ? addButton.current : document.getElementById(focusTo))?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { goal } = deleting;
    setDeleting({ goal, pending: true, error: null });
    try {
      await actions.remove(goal.id);
      setDeleting(undefined);
    } catch (error) {
      setDeleting({ goal, pending: false, error: errorMessage(error, DELETE_FAILED) });
    }
  };

  const goals = view.goals;
  return (
    <SectionCard
      title={isCase ? 'Metas del caso' : 'Tus metas'}
      description="Verde: cumplida; azul: 75 % o más; ámbar: 50 % o más; rojo: menos de 50 %. En riesgo: menos de 90 días y menos de 80 % de avance."
    >
      {!isCase ? (
        <div className="mb-4">
          {adding ? (
            <GoalForm
              title="Nueva meta"
              initial={newGoalDraft(today)}
              categories={suggestions}
              onSubmit={async (input) => {
                await actions.create(input);
                setAdding(false);
                setFocusTo('add');
              }}
              onCancel={() => {
                setAdding(false);
                setFocusTo('add');
              }}
            />
          ) : (
            <Button ref={addButton} onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Agregar meta
            </Button>
          )}
        </div>
      ) : null}
      {goals.length === 0 ? (
        <EmptyState
          icon={Target}
          heading="h3"
          framed={false}
          title="Aún no tienes metas"
          text="Una meta con monto y fecha (un fondo de reserva, pagar una deuda, vender más) te ayuda a decidir cada mes. Puede seguir tus ingresos, tu caja, tu utilidad o una categoría de movimientos."
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {goals.map((goal) =>
            editing === goal.id ? (
              <li key={goal.id} className="lg:col-span-2">
                <GoalForm
                  title={`Editar «${goal.name}»`}
                  initial={goalToDraft(goal)}
                  categories={suggestions}
                  source={goal.source}
                  onSubmit={async (input) => {
                    await actions.update(goal.id, input);
                    setEditing(null);
                    setFocusTo(editId(goal.id));
                  }}
                  onCancel={() => {
                    setEditing(null);
                    setFocusTo(editId(goal.id));
                  }}
                />
              </li>
            ) : (
              <GoalCard
                key={goal.id}
                goal={goal}
                editId={editId(goal.id)}
                onEdit={isCase ? undefined : () => setEditing(goal.id)}
                onDelete={
                  isCase ? undefined : () => setDeleting({ goal, pending: false, error: null })
                }
              />
            ),
          )}
        </ul>
      )}
      {deleting ? (
        <DeleteDialog
          item="meta"
          name={deleting.goal.name}
          open
          pending={deleting.pending}
          error={deleting.error}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(undefined)}
          returnFocusTo={() => addButton.current}
        />
      ) : null}
    </SectionCard>
  );
}

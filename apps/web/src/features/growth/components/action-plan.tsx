import { GROWTH_PRIORITY_LABELS, type GrowthActionPlan } from '@caudal/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useToggleTask } from '../api/growth-api.ts';

const PRIORITY_TONES = { high: 'bad', medium: 'warning', low: 'neutral' } as const;

type Task = GrowthActionPlan['tasks'][number];

function TaskItem({
  task,
  busy,
  onToggle,
}: {
  task: Task;
  busy: boolean;
  onToggle: (done: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400"
        checked={task.done}
        disabled={busy}
        aria-describedby={`${id}-description ${id}-deadline`}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className={
              task.done
                ? 'font-semibold text-slate-600 line-through'
                : 'font-semibold text-slate-900'
            }
          >
            {task.title}
          </label>
          <ToneBadge tone={PRIORITY_TONES[task.priority]}>
            Prioridad {GROWTH_PRIORITY_LABELS[task.priority]}
          </ToneBadge>
        </div>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-700">
          {task.description}
        </p>
        <p id={`${id}-deadline`} className="mt-1 text-xs text-slate-600">
          {task.due ? `Fecha límite: ${formatDate(task.due)}` : `Plazo: ${task.deadlineLabel}`}
          {task.done && task.doneOn ? ` · Hecha el ${formatDate(task.doneOn)}` : ''}
        </p>
      </div>
    </li>
  );
}

/** 'Plan de acción recomendado': five tasks; checking the first one starts the plan's dates. */
export function ActionPlan({ plan }: { plan: GrowthActionPlan }) {
  const toggle = useToggleTask();
  const [failure, setFailure] = useState<string | null>(null);
  // The click, held in this component's state from the click itself until the server answers:
  // the mutation's own state reaches React a moment later, long enough for React to put a
  // controlled box back as it was (a flicker, and a click a quick test saw undone).
  const [saving, setSaving] = useState<{ taskId: string; done: boolean } | null>(null);
  const done = plan.tasks.filter((t) => t.done).length;
  return (
    <SectionCard
      title="Plan de acción recomendado"
      description={
        plan.startedOn
          ? `Plan iniciado el ${formatDate(plan.startedOn)}. ${done} de ${plan.tasks.length} tareas hechas.`
          : 'Marca tu primera tarea para iniciar el plan: las fechas límite cuentan desde ese día.'
      }
    >
      <ul className="space-y-3">
        {plan.tasks.map((task) => (
          <TaskItem
            key={task.id}
            // While it is being saved the box shows what was clicked.
            task={saving?.taskId === task.id ? { ...task, done: saving.done } : task}
            busy={saving?.taskId === task.id}
            onToggle={(next) => {
              setFailure(null);
              setSaving({ taskId: task.id, done: next });
              toggle.mutate(
                { taskId: task.id, done: next },
                {
                  onSettled: () => setSaving(null),
                  onError: (error) =>
                    setFailure(
                      errorMessage(error, 'No pudimos guardar la tarea. Intenta de nuevo.'),
                    ),
                },
              );
            }}
          />
        ))}
      </ul>
      {failure ? <Alert className="mt-3">{failure}</Alert> : null}
    </SectionCard>
  );
}

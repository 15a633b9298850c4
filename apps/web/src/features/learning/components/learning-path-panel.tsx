import type { LearningModule, LearningPath } from '@caudal/contracts';
import { CheckCircle2, Lightbulb, Lock, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { useLearningPath } from '../api/learning-api.ts';
import {
  actionLabel,
  completedNote,
  DIFFICULTY_LABELS,
  lockedNote,
  minutesLabel,
  nextStepOf,
  STATUS_LABELS,
} from '../learning-view.ts';

const STATUS_CLASSES: Record<LearningModule['status'], string> = {
  completed: 'bg-emerald-50 text-emerald-800',
  in_progress: 'bg-brand-50 text-brand-800',
  available: 'bg-sky-50 text-sky-800',
  locked: 'bg-slate-100 text-slate-600',
};

function ModuleRow({ module, modules }: { module: LearningModule; modules: LearningModule[] }) {
  const action = actionLabel(module.status);
  const next = nextStepOf(module);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-slate-900">{module.title}</h4>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              STATUS_CLASSES[module.status],
            )}
          >
            {STATUS_LABELS[module.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {module.chapter} · {DIFFICULTY_LABELS[module.difficulty]} ·{' '}
          {minutesLabel(module.estimatedTime)} de lectura
        </p>
        <div className="mt-2 flex items-center gap-3">
          <ProgressBar
            value={module.progress}
            label={`Avance de ${module.title}`}
            tone={module.status === 'completed' ? 'success' : 'brand'}
            className="flex-1"
          />
          <span className="w-10 text-right text-sm font-semibold text-slate-900 tabular-nums">
            {formatInteger(module.progress)}%
          </span>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          {module.status === 'locked' ? (
            <span className="flex items-center gap-1.5">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              {lockedNote(module, modules)}
            </span>
          ) : module.status === 'completed' ? (
            <span className="flex items-center gap-1.5 text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
              {completedNote(module)}
            </span>
          ) : next ? (
            <>Siguiente paso: {next.label}.</>
          ) : null}
        </p>
      </div>
      {action ? (
        <Link
          to={module.route}
          aria-label={`${action}: ${module.title}`}
          className={cn(
            buttonClasses({ variant: module.status === 'completed' ? 'secondary' : 'primary' }),
            'shrink-0 sm:w-32',
          )}
        >
          {action}
        </Link>
      ) : null}
    </li>
  );
}

function PathMessage({ message }: { message: LearningPath['message'] }) {
  if (!message) return null;
  const Icon = message.tone === 'tip' ? Lightbulb : PartyPopper;
  return (
    <p
      className={cn(
        'mt-4 flex items-start gap-2 rounded-xl px-4 py-3 text-sm',
        message.tone === 'tip' ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message.text}
    </p>
  );
}

/** 000 §2: the six modules grouped by path, each with its progress and its button. */
export function LearningPathPanel() {
  const query = useLearningPath();
  const headingId = useId();
  const path = query.data;
  return (
    <Card aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Tu ruta de aprendizaje
          </h2>
          <p className="text-sm text-slate-600">
            Seis módulos, del libro a tus números: lee, registra tus datos y revisa el análisis.
          </p>
        </div>
        {path ? (
          <p className="text-sm text-slate-700">
            Avance general{' '}
            <span className="text-2xl font-bold text-slate-900 tabular-nums">
              {formatInteger(path.overallProgress)}%
            </span>
          </p>
        ) : null}
      </div>
      {path ? (
        <>
          <ProgressBar
            value={path.overallProgress}
            label="Avance general de la ruta"
            className="mt-3 h-3"
          />
          <PathMessage message={path.message} />
          <div className="mt-6 space-y-6">
            {path.paths.map((group) => (
              <section key={group.id} aria-label={`Ruta: ${group.title}`}>
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
                    {group.title}
                  </h3>
                  <span className="text-sm text-slate-600 tabular-nums">
                    {formatInteger(group.progress)}%
                  </span>
                </div>
                <ul className="mt-2 space-y-3">
                  {group.modules.map((id) => {
                    const module = path.modules.find((m) => m.id === id);
                    return module ? (
                      <ModuleRow key={id} module={module} modules={path.modules} />
                    ) : null;
                  })}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : query.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(query.error, 'No pudimos cargar tu ruta de aprendizaje.')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void query.refetch()}
          >
            Reintentar
          </button>
        </Alert>
      ) : (
        <div className="mt-4 space-y-3" role="status" aria-label="Cargando tu ruta de aprendizaje">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
    </Card>
  );
}

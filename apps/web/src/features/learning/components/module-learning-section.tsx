import type { LearningModule, LearningModuleId, LearningPath } from '@caudal/contracts';
import { BookOpen, Check, Circle, Clock, Lock, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ComingSoonBadge } from '../../../components/ui/coming-soon.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { useLearningPath } from '../api/learning-api.ts';
import { chaptersReadLabel, isLastModule, STATUS_LABELS } from '../learning-view.ts';

function ModuleSteps({ module }: { module: LearningModule }) {
  return (
    <ul className="mt-3 space-y-2">
      {module.steps.map((step) => {
        // Needs a module not built yet: shown, not asked for (it does not count against the path).
        const soon = step.comingSoon && !step.done;
        return (
          <li key={step.id} className="flex items-start gap-2 text-sm">
            {step.done ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : soon ? (
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            )}
            <span
              className={cn(
                step.done
                  ? 'text-slate-600 line-through'
                  : soon
                    ? 'text-slate-600'
                    : 'text-slate-800',
              )}
            >
              {step.kind === 'read' && !step.done ? (
                <Link to={step.href} className="rounded font-medium text-brand-800 hover:underline">
                  {step.label}
                </Link>
              ) : (
                step.label
              )}
              {soon ? (
                <>
                  {' '}
                  <ComingSoonBadge size="sm" className="align-middle" />
                </>
              ) : (
                <span className="sr-only">{step.done ? ' (hecho)' : ' (pendiente)'}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const NODE_CLASSES: Record<LearningModule['status'], string> = {
  completed: 'border-emerald-600 bg-emerald-600 text-white',
  in_progress: 'border-brand-600 bg-white text-brand-800',
  available: 'border-sky-600 bg-white text-sky-800',
  locked: 'border-slate-300 bg-slate-50 text-slate-500',
};

/** 001 §1: the six modules in order, with their state, the current one marked. */
function LearningMap({ path, current }: { path: LearningPath; current: LearningModuleId }) {
  return (
    <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
      {path.modules.map((m, i) => {
        const here = m.id === current;
        const label = (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                NODE_CLASSES[m.status],
              )}
            >
              {m.status === 'completed' ? (
                <Check className="size-4" />
              ) : m.status === 'locked' ? (
                <Lock className="size-3.5" />
              ) : (
                i + 1
              )}
            </span>
            <span className="min-w-0">
              <span className="block font-medium leading-snug text-slate-900">{m.title}</span>
              <span className="block text-xs text-slate-600">
                {STATUS_LABELS[m.status]} · {formatInteger(m.progress)}%
              </span>
            </span>
          </>
        );
        const box = cn(
          'flex h-full items-center gap-2 rounded-xl border p-2 text-sm',
          here ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
        );
        // A locked module is shown, not offered: it opens once its prerequisites are completed.
        return (
          <li key={m.id}>
            {here ? (
              <div className={box} aria-current="step">
                {label}
              </div>
            ) : m.status === 'locked' ? (
              <div className={cn(box, 'bg-slate-50')}>{label}</div>
            ) : (
              <Link to={m.route} className={cn(box, 'hover:border-brand-300 hover:bg-slate-50')}>
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function CongratulationCard({ path }: { path: LearningPath }) {
  const done = path.modules.filter((m) => m.status === 'completed').length;
  const finished = done === path.modules.length;
  return (
    <div
      className={cn(
        'mt-6 rounded-2xl p-5',
        finished ? 'bg-emerald-50 text-emerald-950' : 'bg-slate-50 text-slate-800',
      )}
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <PartyPopper aria-hidden="true" className="size-5 shrink-0" />
        {finished ? '¡Felicidades, completaste la ruta!' : 'La meta: completar la ruta'}
      </p>
      <p className="mt-2 text-sm leading-relaxed">
        {finished
          ? 'Recorriste los seis módulos y los 15 capítulos clave con los números de tu negocio. Sigue usando tus reportes cada mes: la disciplina es lo que convierte el análisis en resultados.'
          : `Este es el último módulo. Llevas ${done} de ${path.modules.length} módulos completados; al terminar todos verás aquí tu reconocimiento.`}
      </p>
      {finished ? (
        <Link to="/app/reports" className={cn(buttonClasses(), 'mt-4')}>
          Ir a reportes
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The learning part of a module page (001 §1): this module's steps, the learning map, the
 * book-progress bar and, on the last module, the congratulation card.
 */
export function ModuleLearningSection({
  moduleId,
  map = true,
}: {
  moduleId: LearningModuleId;
  /** Off where the full learning-path panel is already on the page (the dashboard). */
  map?: boolean;
}) {
  const query = useLearningPath();
  const headingId = useId();
  const path = query.data;
  const module = path?.modules.find((m) => m.id === moduleId);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Ruta de aprendizaje
      </h2>
      {path && module ? (
        <>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <div>
              <div className="flex items-center justify-between gap-3 text-sm">
                <h3 className="font-semibold text-slate-900">Tu avance en {module.title}</h3>
                <span className="font-semibold tabular-nums">
                  {formatInteger(module.progress)}%
                </span>
              </div>
              <ProgressBar
                value={module.progress}
                label={`Avance de ${module.title}`}
                className="mt-2"
              />
              <ModuleSteps module={module} />
            </div>
            <div>
              <div className="flex items-center justify-between gap-3 text-sm">
                <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <BookOpen aria-hidden="true" className="size-4" />
                  Avance en el libro
                </h3>
                <span className="text-slate-700">
                  {chaptersReadLabel(path.chaptersRead.length, path.totalChapters)}
                </span>
              </div>
              <ProgressBar
                value={(100 * path.chaptersRead.length) / path.totalChapters}
                label="Capítulos del libro leídos"
                className="mt-2"
              />
              <p className="mt-3 text-sm text-slate-600">
                Un capítulo cuenta como leído cuando llegas a su final en{' '}
                <Link to="/app/libro" className="font-medium text-brand-800 hover:underline">
                  el lector del libro
                </Link>
                .
              </p>
            </div>
          </div>
          {map ? (
            <>
              <h3 className="mt-6 text-sm font-semibold text-slate-900">Mapa de aprendizaje</h3>
              <LearningMap path={path} current={moduleId} />
            </>
          ) : null}
          {isLastModule(moduleId) ? <CongratulationCard path={path} /> : null}
        </>
      ) : query.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(query.error, 'No pudimos cargar tu ruta de aprendizaje.')}
        </Alert>
      ) : (
        <div className="mt-4 space-y-3" role="status" aria-label="Cargando tu ruta de aprendizaje">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </Card>
  );
}

import type { LearningModuleId } from '@caudal/contracts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { moduleNeighbours } from '../learning-view.ts';

const linkClass =
  'inline-flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50';

/** 001 §1: previous/next module of the learning path, at the top of every module page. */
export function LearningNavigator({ moduleId }: { moduleId: LearningModuleId }) {
  const { position, total, previous, next } = moduleNeighbours(moduleId);
  return (
    <nav
      aria-label="Ruta de aprendizaje"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-2 py-1.5"
    >
      {previous ? (
        <Link to={previous.route} className={linkClass}>
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            <span className="sr-only sm:not-sr-only">Anterior: </span>
            {previous.title}
          </span>
        </Link>
      ) : (
        <span className="px-2 text-sm text-slate-600">Inicio de la ruta</span>
      )}
      <span className="order-first w-full px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:order-none sm:w-auto">
        Módulo {position} de {total}
      </span>
      {next ? (
        <Link to={next.route} className={linkClass}>
          <span className="truncate">
            <span className="sr-only sm:not-sr-only">Siguiente: </span>
            {next.title}
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      ) : (
        <span className="px-2 text-sm text-slate-600">Último módulo</span>
      )}
    </nav>
  );
}

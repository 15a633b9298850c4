import {
  LEARNING_MODULES,
  type LearningModule,
  type LearningModuleId,
  type ModuleStatus,
} from '@caudal/contracts';

export const STATUS_LABELS: Record<ModuleStatus, string> = {
  locked: 'Bloqueado',
  available: 'Disponible',
  in_progress: 'En progreso',
  completed: 'Completado',
};

/** 000 §2: Revisar (completed), Continuar (in progress), Comenzar (available); locked: none. */
export function actionLabel(status: ModuleStatus): string | null {
  if (status === 'completed') return 'Revisar';
  if (status === 'in_progress') return 'Continuar';
  if (status === 'available') return 'Comenzar';
  return null;
}

export const DIFFICULTY_LABELS: Record<LearningModule['difficulty'], string> = {
  basic: 'Básico',
  intermediate: 'Intermedio',
  advanced: 'Avanzado',
};

export function minutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type ModuleLink = { id: LearningModuleId; title: string; route: string };

/** The modules before and after this one in the path, for the navigator. */
export function moduleNeighbours(id: LearningModuleId): {
  position: number;
  total: number;
  previous: ModuleLink | null;
  next: ModuleLink | null;
} {
  const index = LEARNING_MODULES.findIndex((m) => m.id === id);
  const link = (i: number): ModuleLink | null => {
    const m = LEARNING_MODULES[i];
    return m ? { id: m.id, title: m.title, route: m.route } : null;
  };
  return {
    position: index + 1,
    total: LEARNING_MODULES.length,
    previous: index > 0 ? link(index - 1) : null,
    next: link(index + 1),
  };
}

export const isLastModule = (id: LearningModuleId) => LEARNING_MODULES.at(-1)?.id === id;

/** Why a locked module is locked: 'Se desbloquea al completar Costos y precios.' */
export function lockedNote(module: LearningModule, modules: LearningModule[]): string {
  const pending = module.prerequisites
    .map((id) => modules.find((m) => m.id === id))
    .filter((m): m is LearningModule => m !== undefined && m.status !== 'completed')
    .map((m) => m.title);
  if (pending.length === 0) return 'Se desbloquea al completar el módulo anterior.';
  const names =
    pending.length === 1 ? pending[0] : `${pending.slice(0, -1).join(', ')} y ${pending.at(-1)}`;
  return `Se desbloquea al completar ${names}.`;
}

/** The next step to ask for: one not done that can be done today (not "Próximamente"). */
export function nextStepOf(module: LearningModule) {
  return module.steps.find((s) => !s.done && !s.comingSoon) ?? null;
}

/** Steps that wait for a module not built yet: shown, not asked for. */
export const pendingComingSoon = (module: LearningModule) =>
  module.steps.filter((s) => s.comingSoon && !s.done).length;

/** Under a completed module: all its steps, or all those that can be done today. */
export const completedNote = (module: LearningModule) =>
  pendingComingSoon(module) > 0
    ? 'Completaste los pasos disponibles; los demás llegan con el módulo.'
    : 'Completaste todos los pasos.';

export const chaptersReadLabel = (read: number, total: number) =>
  `${read} de ${total} capítulos leídos`;

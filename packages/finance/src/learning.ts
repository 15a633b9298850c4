import { deepFreeze, percent } from './numbers.ts';
import type { Notes } from './types.ts';

export type LearningStatus = 'available' | 'locked' | 'in_progress' | 'completed';
export type LearningPath = 'foundation' | 'analysis' | 'optimization' | 'strategy';

/** Learning-path rules (spec 000 §4): a tip under 30 %, praise at 80 % or more. */
export const LEARNING_PROGRESS_RULES = deepFreeze({ tipBelow: 30, praiseFrom: 80 } as const);

export type LearningProgress = {
  /** (100 per completed module + progress of modules in progress) / all modules. */
  overall: number | null;
  /** A tip under 30 %, praise at 80 % or more, otherwise none. */
  message: 'tip' | 'praise' | 'none';
  byPath: Partial<Record<LearningPath, number>>;
  notes: Notes<LearningProgress>;
};

function pointsOf(module: { status: LearningStatus; progress: number }): number {
  if (module.status === 'completed') return 100;
  if (module.status === 'in_progress') return Math.min(100, Math.max(0, module.progress));
  return 0;
}

/**
 * Overall and per-path progress through the book's learning path, and which message to show
 * (a tip under 30 %, praise at 80 % or more). Book: chapter 1 (the path starts there).
 */
export function learningProgress(
  modules: readonly { status: LearningStatus; progress: number; learningPath: LearningPath }[],
): LearningProgress {
  const average = (list: typeof modules) =>
    percent(
      list.reduce((acc, m) => acc + pointsOf(m), 0),
      list.length * 100,
    );
  const overall = average(modules);
  const byPath: Partial<Record<LearningPath, number>> = {};
  for (const path of new Set(modules.map((m) => m.learningPath))) {
    const value = average(modules.filter((m) => m.learningPath === path));
    if (value !== null) byPath[path] = value;
  }
  let message: LearningProgress['message'] = 'none';
  if (overall !== null && overall < LEARNING_PROGRESS_RULES.tipBelow) message = 'tip';
  if (overall !== null && overall >= LEARNING_PROGRESS_RULES.praiseFrom) message = 'praise';
  return {
    overall,
    message,
    byPath,
    notes: overall === null ? { overall: 'Sin módulos no hay avance.' } : {},
  };
}

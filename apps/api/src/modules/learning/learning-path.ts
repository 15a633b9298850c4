import { loadBook } from '@caudal/book';
import {
  BOOK_CHAPTER_COUNT,
  LEARNING_MODULES,
  LEARNING_PATH_TITLES,
  LEARNING_PATHS,
  type LearningModule,
  type LearningModuleDef,
  type LearningPath,
  type ModuleStatus,
  readingMinutes,
} from '@caudal/contracts';

export const TIP_BELOW = 30;
export const PRAISE_FROM = 80;

const chapterLabel = (chapters: number[]) =>
  chapters.length === 1
    ? `Capítulo ${chapters[0]}`
    : `Capítulos ${chapters[0]}–${chapters[chapters.length - 1]}`;

const average = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** What a module counts for in the overall and path progress (000 §4): 100 when completed,
 * its progress when in progress, nothing otherwise. */
const credit = (m: LearningModule) =>
  m.status === 'completed' ? 100 : m.status === 'in_progress' ? m.progress : 0;

/**
 * The learning path of a user from the steps they have done. A module's progress is its share
 * of the steps that count: every step that can be done today, and a step that needs a module not
 * built yet (`comingSoon`) only once it is done, so what cannot be done is never held against
 * the owner. A module is completed at 100, in progress once any step is done (a started module
 * is never shown locked), available when every prerequisite is completed, and locked otherwise.
 * The first module has no prerequisites, so a new user sees it available and the rest locked.
 */
// Each chapter's reading time, from the book's words (the reader shows the same figure); the
// book does not change while the process runs, so the table is built once, on first use.
let chapterMinutes: Map<number, number> | undefined;
function bookReadingMinutes(chapter: number): number {
  chapterMinutes ??= new Map(loadBook().map((c) => [c.number, readingMinutes(c.words)]));
  return chapterMinutes.get(chapter) ?? 0;
}

export function deriveLearningPath(
  done: ReadonlySet<string>,
  definitions: readonly LearningModuleDef[] = LEARNING_MODULES,
  minutesOf: (chapter: number) => number = bookReadingMinutes,
): LearningPath {
  const byId = new Map<string, LearningModule>();
  for (const def of definitions) {
    const steps = def.steps.map((step) => ({ ...step, done: done.has(step.id) }));
    const counted = steps.filter((s) => s.done || !s.comingSoon);
    const progress =
      counted.length === 0
        ? 0
        : Math.round((100 * counted.filter((s) => s.done).length) / counted.length);
    const unlocked = def.prerequisites.every((id) => byId.get(id)?.status === 'completed');
    const status: ModuleStatus =
      progress === 100
        ? 'completed'
        : progress > 0
          ? 'in_progress'
          : unlocked
            ? 'available'
            : 'locked';
    byId.set(def.id, {
      id: def.id,
      title: def.title,
      chapter: chapterLabel(def.chapters),
      chapters: def.chapters,
      difficulty: def.difficulty,
      estimatedTime: def.chapters.reduce((sum, n) => sum + minutesOf(n), 0),
      prerequisites: def.prerequisites,
      learningPath: def.learningPath,
      status,
      progress,
      route: def.route,
      steps,
    });
  }
  const modules = [...byId.values()];
  const overallProgress = average(modules.map(credit));
  return {
    modules,
    paths: LEARNING_PATHS.map((id) => {
      const members = modules.filter((m) => m.learningPath === id);
      return {
        id,
        title: LEARNING_PATH_TITLES[id],
        progress: average(members.map(credit)),
        modules: members.map((m) => m.id),
      };
    }),
    overallProgress,
    message:
      overallProgress < TIP_BELOW
        ? {
            tone: 'tip',
            text: 'Consejo: avanza un módulo a la vez. Lee su capítulo, registra tus datos y revisa su análisis; al completarlo se desbloquea el siguiente.',
          }
        : overallProgress >= PRAISE_FROM
          ? {
              tone: 'praise',
              text: '¡Excelente trabajo! Ya dominas la mayor parte de la ruta: tus decisiones se apoyan en tus propios números.',
            }
          : null,
    chaptersRead: Array.from({ length: BOOK_CHAPTER_COUNT }, (_, i) => i + 1).filter((n) =>
      done.has(`read-${n}`),
    ),
    totalChapters: BOOK_CHAPTER_COUNT,
  };
}

import {
  appModule,
  appModuleUrl,
  isComingSoon,
  LEARNING_MODULE_IDS,
  LEARNING_PATHS,
  type LearningModuleId,
  type LearningPathId,
  learningModuleScreen,
} from './app-modules.ts';
import { chapterNumber, count, percent } from './numbers.ts';
import { z } from './zod-es.ts';

/**
 * The learning path (000 §3 Learning module, §4; 001 §1): six modules, each a short list of
 * concrete steps (read its chapters, enter data in it, run its analysis). Progress is the share
 * of steps done; status and unlocks are derived from it (see the API's learning module). Each
 * module's screen, chapters and group come from the app's registry (`app-modules.ts`), which
 * also holds the ids of the paths and modules.
 */

export const LEARNING_PATH_TITLES: Record<LearningPathId, string> = {
  foundation: 'Fundamentos',
  analysis: 'Análisis',
  optimization: 'Optimización',
  strategy: 'Estrategia',
};

export type StepKind = 'read' | 'data' | 'analysis';
export type LearningStepDef = {
  id: string;
  kind: StepKind;
  /** Spanish, shown as a checklist item: 'Lee el capítulo 3', 'Registra un movimiento'. */
  label: string;
  /** Where the user does it. */
  href: string;
  /**
   * It needs a screen not built yet (`built: false` in the registry): the path does not ask for
   * it, shows it as "Próximamente" and counts it only once done. It follows the registry, so a
   * module's steps count from the day its screen is built.
   */
  comingSoon: boolean;
};

export type LearningModuleDef = {
  id: LearningModuleId;
  title: string;
  chapters: number[];
  difficulty: 'basic' | 'intermediate' | 'advanced';
  prerequisites: LearningModuleId[];
  learningPath: LearningPathId;
  route: string;
  steps: LearningStepDef[];
};

const step = (def: Omit<LearningStepDef, 'comingSoon'>): LearningStepDef => ({
  ...def,
  comingSoon: isComingSoon(def.href),
});

const read = (chapter: number): LearningStepDef =>
  step({
    id: `read-${chapter}`,
    kind: 'read',
    label: `Lee el capítulo ${chapter}`,
    href: `${appModuleUrl(appModule('book'))}/${chapter}`,
  });

type ModuleText = Pick<LearningModuleDef, 'title' | 'difficulty' | 'prerequisites'> & {
  /** Its data and analysis steps, after reading its chapters; `href` is the module's screen. */
  steps: (Omit<LearningStepDef, 'href' | 'comingSoon'> & { href?: string })[];
};

/** A learning module: its screen, chapters and group from the registry, the rest from here. */
function learningModule(id: LearningModuleId, text: ModuleText): LearningModuleDef {
  const screen = learningModuleScreen(id);
  const route = appModuleUrl(screen);
  return {
    id,
    title: text.title,
    chapters: [...screen.chapters],
    difficulty: text.difficulty,
    prerequisites: text.prerequisites,
    learningPath: screen.learning.path,
    route,
    steps: [
      ...screen.chapters.map(read),
      ...text.steps.map((def) => step({ ...def, href: def.href ?? route })),
    ],
  };
}

/** In path order: each module's previous/next in the navigator follows this list. */
export const LEARNING_MODULES: readonly LearningModuleDef[] = [
  learningModule('fundamentals', {
    title: 'Fundamentos financieros',
    difficulty: 'basic',
    prerequisites: [],
    steps: [
      {
        id: 'company-profile',
        kind: 'data',
        label: 'Registra los datos de tu empresa',
        href: '/app/onboarding',
      },
      { id: 'dashboard-review', kind: 'analysis', label: 'Revisa tu puntaje de salud financiera' },
    ],
  }),
  learningModule('cash-flow', {
    title: 'Flujo de caja',
    difficulty: 'basic',
    prerequisites: ['fundamentals'],
    steps: [
      { id: 'cash-flow-entry', kind: 'data', label: 'Registra un movimiento de efectivo' },
      {
        id: 'cash-flow-projection',
        kind: 'analysis',
        label: 'Revisa la proyección semanal o mensual',
      },
      { id: 'cash-flow-advisor', kind: 'analysis', label: 'Pide el análisis de Maya' },
      { id: 'cash-flow-export', kind: 'analysis', label: 'Exporta tus movimientos a CSV' },
    ],
  }),
  learningModule('unit-economics', {
    title: 'Economía unitaria',
    difficulty: 'intermediate',
    prerequisites: ['fundamentals'],
    steps: [
      { id: 'product', kind: 'data', label: 'Registra o actualiza un producto' },
      { id: 'customer-record', kind: 'data', label: 'Registra tus clientes de un mes' },
      {
        id: 'unit-economics-calculation',
        kind: 'analysis',
        label: 'Calcula el LTV y el COCA de un producto',
      },
      { id: 'unit-economics-advisor', kind: 'analysis', label: 'Pide el análisis de Carlos' },
    ],
  }),
  learningModule('costs-pricing', {
    title: 'Costos y precios',
    difficulty: 'intermediate',
    prerequisites: ['unit-economics'],
    steps: [
      { id: 'fixed-cost', kind: 'data', label: 'Registra o actualiza un costo' },
      { id: 'pricing-analysis', kind: 'analysis', label: 'Calcula un precio con margen objetivo' },
      { id: 'break-even-analysis', kind: 'analysis', label: 'Revisa tu punto de equilibrio' },
    ],
  }),
  learningModule('profitability', {
    title: 'Rentabilidad y ROI',
    difficulty: 'advanced',
    prerequisites: ['costs-pricing', 'cash-flow'],
    steps: [
      { id: 'investment', kind: 'data', label: 'Registra una inversión' },
      { id: 'roi-analysis', kind: 'analysis', label: 'Compara el ROI de tus inversiones' },
      { id: 'risk-analysis', kind: 'analysis', label: 'Pide el análisis de riesgo de Alex' },
    ],
  }),
  learningModule('planning', {
    title: 'Planeación financiera',
    difficulty: 'advanced',
    prerequisites: ['profitability'],
    steps: [
      { id: 'goal', kind: 'data', label: 'Define una meta financiera' },
      { id: 'budget', kind: 'data', label: 'Arma tu presupuesto' },
      { id: 'forecast', kind: 'analysis', label: 'Revisa la proyección a 36 meses' },
      { id: 'scenario', kind: 'analysis', label: 'Compara escenarios de crecimiento' },
      {
        id: 'growth-strategy',
        kind: 'analysis',
        label: 'Pide la estrategia de crecimiento de Sofía',
        href: '/app/growth',
      },
    ],
  }),
];

export const BOOK_CHAPTER_COUNT = 15;

/** Every chapter can be marked read (chapters 2 and 4 count for the book-progress bar only). */
export const READ_STEP_IDS = Array.from({ length: BOOK_CHAPTER_COUNT }, (_, i) => `read-${i + 1}`);

/** Steps the browser reports (reading, opening an analysis); data steps are recorded by the API
 * when the data is saved, so they cannot be claimed without doing them. */
export const CLIENT_STEP_IDS: readonly string[] = [
  ...READ_STEP_IDS,
  ...LEARNING_MODULES.flatMap((m) => m.steps.filter((s) => s.kind === 'analysis').map((s) => s.id)),
];

/** Steps recorded by the API when data is saved. */
export type DataStepId =
  | 'company-profile'
  | 'cash-flow-entry'
  | 'product'
  | 'fixed-cost'
  | 'customer-record'
  | 'investment'
  | 'goal'
  | 'budget';

export const RecordStepRequestSchema = z.strictObject({
  step: z.string({ error: 'Indica el paso' }).refine((step) => CLIENT_STEP_IDS.includes(step), {
    error: 'Ese paso no existe o se registra al guardar tus datos',
  }),
});
export type RecordStepRequest = z.infer<typeof RecordStepRequestSchema>;

const ModuleStatusSchema = z.enum(['locked', 'available', 'in_progress', 'completed']);
export type ModuleStatus = z.infer<typeof ModuleStatusSchema>;

export const LearningModuleSchema = z.object({
  id: z.enum(LEARNING_MODULE_IDS),
  title: z.string(),
  /** 'Capítulo 3', 'Capítulos 6–9'. */
  chapter: z.string(),
  chapters: z.array(chapterNumber()),
  difficulty: z.enum(['basic', 'intermediate', 'advanced']),
  /** Minutes of reading of its chapters (`readingMinutes` of each chapter's words, summed). */
  estimatedTime: count(),
  prerequisites: z.array(z.enum(LEARNING_MODULE_IDS)),
  learningPath: z.enum(LEARNING_PATHS),
  status: ModuleStatusSchema,
  progress: percent().int().min(0).max(100),
  route: z.string(),
  steps: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['read', 'data', 'analysis']),
      label: z.string(),
      href: z.string(),
      /** Needs a module not built yet: not asked for, counted only once done. */
      comingSoon: z.boolean(),
      done: z.boolean(),
    }),
  ),
});
export type LearningModule = z.infer<typeof LearningModuleSchema>;

export const LearningPathSchema = z.object({
  modules: z.array(LearningModuleSchema),
  paths: z.array(
    z.object({
      id: z.enum(LEARNING_PATHS),
      title: z.string(),
      progress: percent().int().min(0).max(100),
      modules: z.array(z.enum(LEARNING_MODULE_IDS)),
    }),
  ),
  overallProgress: percent().int().min(0).max(100),
  /** Under 30 % a tip, at 80 % or more praise, otherwise null. */
  message: z.object({ tone: z.enum(['tip', 'praise']), text: z.string() }).nullable(),
  chaptersRead: z.array(chapterNumber()),
  totalChapters: count(),
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

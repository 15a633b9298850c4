import { type ChapterSummary, readingMinutes } from '@caudal/contracts';
import { type AppModuleId, appModule, appModuleUrl } from '@caudal/contracts/app-modules';

export type Difficulty = 'Principiante' | 'Intermedio' | 'Avanzado';

/** What is written here; the title, summary, tools and PDF come from the book API. */
type GuideText = {
  id: number;
  capitulo: number;
  /** The app screen the guide prepares for (spec 000 §4), from the registry. */
  module: AppModuleId;
  dificultad: Difficulty;
  topicos: string[];
  implementacion: string;
  resultadoEsperado: string;
};

/** Spec 000 §3 "Book guide", with the chapter's own data merged in. */
export type BookGuide = GuideText & {
  /** The screen's address and its name in the sidebar. */
  screen: string;
  screenLabel: string;
  titulo: string;
  /** Minutes of reading of its chapter (`readingMinutes` of the chapter's words). */
  minutos: number;
  descripcion: string;
  herramientas: ChapterSummary['tools'];
  recursos: { pdf: string; video: string; ejercicios: string };
};

export const GUIDE_IDS = [1, 2, 3, 4, 5] as const;

export const videoPath = (id: number) => `/videos/capitulo-${id}-video`;

/** The five reading routes (book outline, last paragraph); their time is their chapter's. */
export const GUIDE_TEXTS: readonly GuideText[] = [
  {
    id: 1,
    capitulo: 1,
    module: 'dashboard',
    dificultad: 'Principiante',
    topicos: [
      'Ingreso, utilidad y efectivo',
      'Los tres estados financieros',
      'Puntaje de salud financiera',
    ],
    implementacion:
      'Lee el capítulo y abre tu dashboard: ubica tus ingresos, gastos y utilidad del periodo y anota qué cifra te sorprendió.',
    resultadoEsperado:
      'Sabrás leer los cuatro indicadores del dashboard y qué preguntar cuando uno cambia.',
  },
  {
    id: 2,
    capitulo: 2,
    module: 'reports',
    dificultad: 'Principiante',
    topicos: ['Qué es un KPI', 'Metas y variaciones', 'Rutina de reporte mensual'],
    implementacion:
      'Elige de 5 a 7 KPIs para tu negocio, ponles una meta y revísalos en Reportes cada fin de mes.',
    resultadoEsperado: 'Un tablero corto de indicadores y una rutina mensual para leerlo.',
  },
  {
    id: 3,
    capitulo: 3,
    module: 'cash-flow',
    dificultad: 'Intermedio',
    topicos: [
      'Entradas y salidas de efectivo',
      'Burn rate y runway',
      'Planeación semanal y mensual',
    ],
    implementacion:
      'Registra las entradas y salidas de tus próximas semanas en Flujo de caja y marca la semana con menos efectivo.',
    resultadoEsperado:
      'Tendrás una proyección de efectivo y sabrás con anticipación cuándo te faltaría dinero.',
  },
  {
    id: 4,
    capitulo: 4,
    module: 'automation',
    dificultad: 'Intermedio',
    topicos: ['Alertas y umbrales', 'Conciliación', 'Separar dinero personal y del negocio'],
    implementacion:
      'Define tus umbrales de alerta (efectivo bajo, facturas vencidas) y una rutina semanal de conciliación.',
    resultadoEsperado: 'Alertas que te avisan a tiempo y una rutina de control que no se olvida.',
  },
  {
    id: 5,
    capitulo: 15,
    module: 'growth',
    dificultad: 'Avanzado',
    topicos: [
      'Escenarios con probabilidades',
      'Canales de adquisición',
      'Aguinaldo, PTU e impuestos',
    ],
    implementacion:
      'Plantea un escenario conservador, uno realista y uno optimista para tu crecimiento e incluye los meses de aguinaldo y PTU.',
    resultadoEsperado:
      'Un plan de crecimiento con escenarios y cómo financiarlo sin quedarte sin efectivo.',
  },
];

export const guideText = (id: number) => GUIDE_TEXTS.find((guide) => guide.id === id) ?? null;

/** A guide with its chapter's title, summary, tools and PDF. */
export function buildGuide(text: GuideText, chapter: ChapterSummary): BookGuide {
  const screen = appModule(text.module);
  return {
    ...text,
    screen: appModuleUrl(screen),
    screenLabel: screen.label,
    titulo: chapter.title,
    // The chapter's reading time, the same figure the reader and the learning path show.
    minutos: readingMinutes(chapter.words),
    descripcion: chapter.summary,
    herramientas: chapter.tools,
    recursos: { pdf: chapter.pdfUrl, video: videoPath(text.id), ejercicios: appModuleUrl(screen) },
  };
}

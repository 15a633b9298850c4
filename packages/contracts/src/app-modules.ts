/**
 * Every screen of the signed-in app, declared once: where it lives (/app/{path}), its name in
 * the sidebar and its heading, what it does, the words the header search finds it by, its book
 * chapters, its place in the learning path, and whether it is built yet. The web's sidebar,
 * router and module pages, the API's search, the learning path (`learning.ts`), the book's front
 * matter (checked by the book's tests) and the book guides all read it.
 *
 * It imports nothing (no zod), like `public-pages.ts`: the web app's router reads it through
 * `@caudal/contracts/app-modules`, in every page's first load. Icons stay in the web app.
 */

/** The learning path's four groups (000 §3), in order. */
export const LEARNING_PATHS = ['foundation', 'analysis', 'optimization', 'strategy'] as const;
export type LearningPathId = (typeof LEARNING_PATHS)[number];

/** The six modules of the learning path, in path order (their details are in `learning.ts`). */
export const LEARNING_MODULE_IDS = [
  'fundamentals',
  'cash-flow',
  'unit-economics',
  'costs-pricing',
  'profitability',
  'planning',
] as const;
export type LearningModuleId = (typeof LEARNING_MODULE_IDS)[number];

/** Where the sidebar shows a screen: the modules, the book under them, or the account part. */
export type SidebarSection = 'modules' | 'book' | 'account';

export type AppModuleDef = {
  id: string;
  /** Segment under /app: 'cash-flow' is /app/cash-flow. */
  path: string;
  /** Name in the sidebar, the tab title and the search results. */
  label: string;
  /** Heading (h1) of the page; a module not built shows it on its placeholder. */
  title: string;
  /** What the module does, in one or two sentences (the placeholder says it). */
  summary: string;
  /** The header search: the line under the title, and the words that lead to the screen. */
  search: { description: string; keywords: string };
  /** The book chapters whose front matter names this screen (`module: /app/{path}`). */
  chapters: readonly number[];
  /** Its module of the learning path and that module's group, or null when it has none. */
  learning: { module: LearningModuleId; path: LearningPathId } | null;
  /** Its place in the sidebar (in this list's order), or null when the sidebar does not show it. */
  sidebar: SidebarSection | null;
  /** It has a real page; a module not built shows a placeholder. */
  built: boolean;
  /** Marked with the robot badge in the sidebar. */
  agents?: boolean;
};

/** The app's screens: the ten modules in sidebar order, then the book, the settings and the profile. */
export const APP_MODULES = [
  {
    id: 'dashboard',
    path: 'dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    summary:
      'La vista general de tu negocio: ingresos, gastos, utilidad y estado del flujo de caja.',
    search: {
      description: 'Salud financiera, ingresos, gastos y utilidad del periodo',
      keywords: 'inicio resumen salud financiera puntaje tablero',
    },
    chapters: [1],
    learning: { module: 'fundamentals', path: 'foundation' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'cash-flow',
    path: 'cash-flow',
    label: 'Flujo de caja',
    title: 'Flujo de caja',
    summary: 'Registra entradas y salidas de dinero y proyecta cuánto efectivo tendrás.',
    search: {
      description: 'Entradas, salidas, proyección y autonomía de caja',
      keywords: 'caja efectivo movimientos entradas salidas runway pista autonomía burn liquidez',
    },
    chapters: [3],
    learning: { module: 'cash-flow', path: 'foundation' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'unit-economics',
    path: 'unit-economics',
    label: 'Economía unitaria',
    title: 'Economía unitaria (unit economics)',
    summary:
      'Margen de contribución, costo de adquisición (COCA), valor de vida del cliente (LTV) y su razón, por producto.',
    search: {
      description: 'COCA, LTV, relación LTV/COCA y recuperación',
      keywords: 'unit economics ltv coca cac clientes retencion churn',
    },
    chapters: [5],
    learning: { module: 'unit-economics', path: 'analysis' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'costs-pricing',
    path: 'costs-pricing',
    label: 'Costos y precios',
    title: 'Costos y precios',
    summary: 'Tus costos fijos y variables, y precios que cubren costos y dejan utilidad.',
    search: {
      description: 'Estructura de costos, estrategia de precio y punto de equilibrio',
      keywords: 'costos precios punto de equilibrio margen de contribucion descuento elasticidad',
    },
    chapters: [6, 7, 8, 9],
    learning: { module: 'costs-pricing', path: 'analysis' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'profitability',
    path: 'profitability',
    label: 'Rentabilidad',
    title: 'Rentabilidad',
    summary: 'ROI, márgenes y centros de utilidad de tu negocio.',
    search: {
      description: 'Márgenes, ROI de inversiones, centros de utilidad y riesgo',
      keywords: 'rentabilidad margenes roi inversion riesgo ebitda centros de utilidad',
    },
    chapters: [10, 11, 12],
    learning: { module: 'profitability', path: 'optimization' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'planning',
    path: 'planning',
    label: 'Planeación financiera',
    title: 'Planeación financiera',
    summary: 'Metas, presupuestos, inversiones y escenarios guardados para tu empresa.',
    search: {
      description: 'Metas, presupuesto, proyección a 3 años y escenarios',
      keywords: 'metas presupuesto proyeccion escenarios pronostico',
    },
    chapters: [13, 14, 15],
    learning: { module: 'planning', path: 'strategy' },
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'reports',
    path: 'reports',
    label: 'Reportes',
    title: 'Reportes',
    summary: 'Reportes financieros generados con los datos reales de tu empresa.',
    search: {
      description: 'Reportes ejecutivos, KPIs y exportación a PDF, Excel y CSV',
      keywords: 'reportes kpi indicadores exportar pdf excel csv',
    },
    chapters: [2],
    learning: null,
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'automation',
    path: 'automation',
    label: 'Automatización',
    title: 'Automatización',
    summary: 'Reglas que revisan tus datos y te avisan cuando algo requiere atención.',
    search: {
      description: 'Reglas y alertas sobre tus números',
      keywords: 'automatizacion reglas alertas notificaciones',
    },
    chapters: [4],
    learning: null,
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'growth',
    path: 'growth',
    label: 'Crecimiento',
    title: 'Crecimiento',
    summary: 'Proyecciones y simulaciones de crecimiento a partir de tu historial.',
    search: {
      description: 'Escenarios de crecimiento y simulaciones',
      keywords: 'crecimiento escenarios simulacion adquisicion',
    },
    chapters: [],
    learning: null,
    sidebar: 'modules',
    built: true,
  },
  {
    id: 'ai-agents',
    path: 'ai-agents',
    label: 'Agentes IA',
    title: 'Agentes IA',
    summary: 'Análisis automáticos de tus datos con recomendaciones basadas en el libro.',
    search: {
      description: 'Maya, Carlos, Sofia, Alex y Diana analizan tu negocio',
      keywords: 'agentes ia maya carlos sofia alex diana asesor',
    },
    chapters: [],
    learning: null,
    sidebar: 'modules',
    built: true,
    agents: true,
  },
  {
    id: 'book',
    path: 'libro',
    label: 'Libro',
    title: 'Libro',
    summary:
      'Finanzas para Emprendedores: los 15 capítulos, con fórmulas, ejemplos y herramientas.',
    search: {
      description: 'Finanzas para Emprendedores: los 15 capítulos',
      keywords: 'libro capitulos lectura guia',
    },
    chapters: [],
    learning: null,
    sidebar: 'book',
    built: true,
  },
  {
    id: 'settings',
    path: 'settings',
    label: 'Configuración',
    title: 'Configuración',
    summary:
      'Tu plan, las notificaciones, la apariencia, tu equipo, el historial de cambios, las sesiones y tus datos.',
    search: {
      description:
        'Tu plan, notificaciones, apariencia, equipo, historial de cambios, sesiones, descargar tus datos y eliminar tu cuenta',
      keywords:
        'configuracion contrasena seguridad plan cuenta equipo invitar roles historial cambios auditoria apariencia tema notificaciones sesiones descargar datos eliminar cuenta',
    },
    chapters: [],
    learning: null,
    sidebar: 'account',
    built: true,
  },
  {
    id: 'profile',
    path: 'profile',
    label: 'Mi perfil',
    title: 'Mi perfil',
    summary: 'Tus datos y los de tu negocio: nombre, empresa, giro, etapa, empleados y contacto.',
    search: {
      description: 'Tu nombre y los datos de tu negocio',
      keywords: 'perfil nombre empresa giro etapa empleados telefono pais datos',
    },
    chapters: [],
    learning: null,
    // In the user menu, not the sidebar.
    sidebar: null,
    built: true,
  },
] as const satisfies readonly AppModuleDef[];

type Entry = (typeof APP_MODULES)[number];
export type AppModuleId = Entry['id'];
/** A screen of the registry (the shape, with its id among the registry's). */
export type AppModule = AppModuleDef & { id: AppModuleId };
/** Screens with a real page: the web maps each to its page, and the rest to a placeholder. */
export type BuiltAppModuleId = Extract<Entry, { built: true }>['id'];

/** The screen's address: '/app/cash-flow'. */
export const appModuleUrl = (module: Pick<AppModuleDef, 'path'>) => `/app/${module.path}`;

export function appModule(id: AppModuleId): AppModule {
  const found = APP_MODULES.find((module) => module.id === id);
  if (!found) throw new Error(`No existe el módulo ${id}`);
  return found;
}

/** The screen an address opens ('/app/costs-pricing#x' → Costos y precios), if any. */
export function appModuleAt(route: string): AppModule | null {
  if (!route.startsWith('/app/')) return null;
  const path = route.slice('/app/'.length).replace(/[/?#].*$/, '');
  return APP_MODULES.find((module) => module.path === path) ?? null;
}

/**
 * The address opens a screen that is not built yet (its placeholder): the sidebar, the search
 * results, the dashboard's shortcuts and the learning steps mark it "Próximamente".
 */
export function isComingSoon(route: string): boolean {
  return appModuleAt(route)?.built === false;
}

/** A screen with a module of the learning path. */
export type LearningScreen = AppModule & { learning: NonNullable<AppModuleDef['learning']> };

/** The screen of a learning-path module ('cash-flow' → /app/cash-flow). */
export function learningModuleScreen(id: LearningModuleId): LearningScreen {
  const found = APP_MODULES.find(
    (module): module is Extract<Entry, { learning: object }> => module.learning?.module === id,
  );
  if (!found) throw new Error(`Ningún módulo de la app tiene el módulo de aprendizaje ${id}`);
  return found;
}

import {
  Bot,
  Calculator,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Rocket,
  Tags,
  Target,
  TrendingUp,
  Wallet,
  Zap,
} from 'lucide-react';

export type AppModule = {
  /** Segment under /app. */
  path: string;
  /** Sidebar label. */
  label: string;
  /** Page heading (h1) and tab title. */
  title: string;
  /** What the module will do, shown on its placeholder page. */
  summary: string;
  icon: LucideIcon;
  /** Marked with the robot badge in the sidebar. */
  agents?: boolean;
};

/** The ten modules, in sidebar order. */
export const APP_MODULES: readonly AppModule[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    title: 'Dashboard',
    summary:
      'La vista general de tu negocio: ingresos, gastos, utilidad y estado del flujo de caja.',
    icon: LayoutDashboard,
  },
  {
    path: 'cash-flow',
    label: 'Flujo de caja',
    title: 'Flujo de caja',
    summary: 'Registra entradas y salidas de dinero y proyecta cuánto efectivo tendrás.',
    icon: Wallet,
  },
  {
    path: 'unit-economics',
    label: 'Economía unitaria',
    title: 'Economía unitaria (unit economics)',
    summary: 'Margen de contribución, punto de equilibrio y costo de adquisición de clientes.',
    icon: Calculator,
  },
  {
    path: 'costs-pricing',
    label: 'Costos y precios',
    title: 'Costos y precios',
    summary: 'Tus costos fijos y variables, y precios que cubren costos y dejan utilidad.',
    icon: Tags,
  },
  {
    path: 'profitability',
    label: 'Rentabilidad',
    title: 'Rentabilidad',
    summary: 'ROI, márgenes y centros de utilidad de tu negocio.',
    icon: TrendingUp,
  },
  {
    path: 'planning',
    label: 'Planeación financiera',
    title: 'Planeación financiera',
    summary: 'Metas, presupuestos, inversiones y escenarios guardados para tu empresa.',
    icon: Target,
  },
  {
    path: 'reports',
    label: 'Reportes',
    title: 'Reportes',
    summary: 'Reportes financieros generados con los datos reales de tu empresa.',
    icon: FileText,
  },
  {
    path: 'automation',
    label: 'Automatización',
    title: 'Automatización',
    summary: 'Reglas que revisan tus datos y te avisan cuando algo requiere atención.',
    icon: Zap,
  },
  {
    path: 'growth',
    label: 'Crecimiento',
    title: 'Crecimiento',
    summary: 'Proyecciones y simulaciones de crecimiento a partir de tu historial.',
    icon: Rocket,
  },
  {
    path: 'ai-agents',
    label: 'Agentes IA',
    title: 'Agentes IA',
    summary: 'Análisis automáticos de tus datos con recomendaciones basadas en el libro.',
    icon: Bot,
    agents: true,
  },
];

/** The sidebar label of an app screen ('/app/costs-pricing' → 'Costos y precios'). */
export function moduleLabelFor(route: string): string | null {
  const path = route.replace(/^\/app\//, '').replace(/[/?#].*$/, '');
  return APP_MODULES.find((module) => module.path === path)?.label ?? null;
}

import { AGENT_NAMES, type AgentId } from '@caudal/contracts';

type CardText = {
  role: string;
  description: string;
  tasks: string[];
  route: string;
  /** Runs in the scheduled analyses (the book assistant only answers questions). */
  scheduled: boolean;
};

/** The six agent cards (000 §2), what each does in this product, and where its analysis lives. */
export const AGENT_CARDS: Record<AgentId, CardText> = {
  sofia: {
    role: 'Crecimiento',
    description:
      'Lee tu historial, tus escenarios y tu meta de crecimiento y te propone por dónde crecer (capítulo 15).',
    tasks: ['Estrategia de crecimiento', 'Escenarios y simulaciones', 'Canales de adquisición'],
    route: '/app/growth',
    scheduled: true,
  },
  alex: {
    role: 'Riesgo',
    description:
      'Mide tu deuda, tu liquidez, la concentración de tus ventas y el riesgo de tus inversiones (capítulos 11 y 12).',
    tasks: ['Evaluación de riesgo', 'Concentración de clientes', 'Deuda y liquidez'],
    route: '/app/profitability',
    scheduled: true,
  },
  book: {
    role: 'Asesor financiero',
    description:
      'Responde tus preguntas con los pasajes del libro y, cuando hace falta, con tus cifras.',
    tasks: ['Preguntas sobre el libro', 'Conceptos y fórmulas', 'Dudas de otros temas en el chat'],
    route: '/app/libro',
    scheduled: false,
  },
  maya: {
    role: 'Guardiana del flujo de caja',
    description:
      'Vigila tu caja: cuántos meses te alcanza, tus cobros y pagos pendientes y tus meses flojos (capítulo 3).',
    tasks: ['Análisis de flujo de caja', 'Meses de operación con tu caja', 'Temporadas del año'],
    route: '/app/cash-flow',
    scheduled: true,
  },
  reports: {
    role: 'Generador de reportes',
    description:
      'Prepara el resumen de tus últimos 30 días con el reporte integral y te dice qué revisar (capítulo 2).',
    tasks: ['Reporte del mes', 'Ingresos, gastos y utilidad contra el periodo anterior'],
    route: '/app/reports',
    scheduled: true,
  },
  diana: {
    role: 'Optimizadora de desempeño',
    description: 'Compara tus indicadores con sus metas y te dice cuál mover primero (capítulo 2).',
    tasks: ['Indicadores contra metas', 'Metas propias', 'Rutina mensual de revisión'],
    route: '/app/reports',
    scheduled: true,
  },
};

export const agentName = (id: AgentId) => AGENT_NAMES[id];

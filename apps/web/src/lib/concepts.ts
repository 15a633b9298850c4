/**
 * The financial concepts explained next to the figures: what they mean, how they are computed
 * and where the book covers them. Kept in one place so they can later come from the book itself.
 */
export type Concept = {
  title: string;
  /** One or two plain sentences for a business owner. */
  definition: string;
  formula: string;
  chapter: number;
  chapterTitle: string;
};

const CHAPTERS = {
  1: 'Fundamentos financieros',
  3: 'Flujo de efectivo',
  7: 'Margen de contribución',
  9: 'Punto de equilibrio',
  10: 'Rentabilidad y márgenes',
} as const;

type ChapterNumber = keyof typeof CHAPTERS;

const concept = (
  chapter: ChapterNumber,
  title: string,
  definition: string,
  formula: string,
): Concept => ({ title, definition, formula, chapter, chapterTitle: CHAPTERS[chapter] });

export const CONCEPTS = {
  revenue: concept(
    1,
    'Ingresos',
    'Todo el dinero que entra por tus ventas en el periodo, antes de pagar cualquier gasto.',
    'Ingresos = suma de las ventas del periodo (precio × unidades vendidas)',
  ),
  expenses: concept(
    1,
    'Gastos',
    'Lo que sale para operar el negocio: costos variables de lo que vendes más costos fijos.',
    'Gastos = costos variables + costos fijos del periodo',
  ),
  netProfit: concept(
    10,
    'Utilidad neta y margen neto',
    'Lo que queda después de pagar todo. El margen neto dice cuántos pesos de cada $100 vendidos se quedan en el negocio.',
    'Utilidad neta = ingresos − gastos; margen neto = utilidad neta ÷ ingresos',
  ),
  cashFlowStatus: concept(
    3,
    'Estado del flujo de caja',
    'Una lectura rápida de si el dinero que entra alcanza para cubrir el que sale.',
    'Utilidad neta ÷ ingresos: más de 15% excelente; más de 0% bueno; desde −10% precaución; menos, crítico',
  ),
  healthScore: concept(
    1,
    'Puntaje de salud financiera',
    'Un resumen de 0 a 100 de qué tan sano está tu negocio, hecho de cuatro márgenes que valen hasta 25 puntos cada uno.',
    'Puntaje = margen neto + margen bruto + margen de seguridad + margen de contribución (0 a 25 cada uno)',
  ),
  netMargin: concept(
    10,
    'Margen neto',
    'Qué parte de tus ventas es utilidad después de todos los gastos.',
    'Margen neto = utilidad neta ÷ ingresos (25 puntos desde 15%, 15 desde 5%, 5 desde 0%)',
  ),
  grossMargin: concept(
    10,
    'Margen bruto',
    'Qué parte de tus ventas queda después de pagar lo que cuesta producir lo vendido.',
    'Margen bruto = (ingresos − costo de lo vendido) ÷ ingresos (25 puntos desde 70%, 15 desde 50%, 10 desde 30%)',
  ),
  marginOfSafety: concept(
    9,
    'Margen de seguridad',
    'Cuánto pueden bajar tus ventas antes de empezar a perder dinero.',
    'Margen de seguridad = (ventas − ventas de equilibrio) ÷ ventas (25 puntos desde 30%, 15 desde 15%, 10 desde 5%)',
  ),
  contributionMargin: concept(
    7,
    'Margen de contribución',
    'Lo que deja cada venta para pagar los costos fijos y generar utilidad.',
    'Margen de contribución por unidad = precio − costo variable; en % = margen ÷ precio (25 puntos desde 60%, 15 desde 40%, 10 desde 20%)',
  ),
  breakEven: concept(
    9,
    'Punto de equilibrio',
    'Las ventas mínimas de cada mes para no perder ni ganar: a partir de ahí, cada venta deja utilidad.',
    'Unidades = costos fijos ÷ margen de contribución por unidad (redondeado hacia arriba); ventas = costos fijos ÷ margen de contribución %',
  ),
} as const satisfies Record<string, Concept>;

export type ConceptKey = keyof typeof CONCEPTS;

/** 'Capítulo 9: Punto de equilibrio'. */
export function chapterLabel(concept: Concept): string {
  return `Capítulo ${concept.chapter}: ${concept.chapterTitle}`;
}

import { fold } from './analyzer.ts';
import type { Figure } from './figures.ts';

/** What to ask next after an answer about one of the owner's figures. */
const BY_FIGURE: Record<Figure, string[]> = {
  breakEven: [
    '¿Cuál es mi margen de seguridad?',
    '¿Cuántos días del mes tardo en cubrir mis costos fijos?',
    '¿Cuál es mi margen de contribución?',
  ],
  marginOfSafety: [
    '¿Cómo calculo mi punto de equilibrio?',
    '¿Qué pasa con mi punto de equilibrio si subo el precio?',
    '¿Cuál es mi margen de contribución?',
  ],
  contributionMargin: [
    '¿Qué producto paga mis costos fijos?',
    '¿Cómo calculo mi punto de equilibrio?',
    '¿Cómo afecta la mezcla de productos a mi margen de contribución?',
  ],
  grossMargin: [
    '¿Cuál es mi margen neto?',
    '¿Qué margen neto es bueno comparado con mi industria?',
    '¿Cuál es mi margen de contribución?',
  ],
  netMargin: [
    '¿Qué margen neto es bueno comparado con mi industria?',
    '¿Cuál es mi margen bruto?',
    '¿Cómo calculo mi punto de equilibrio?',
  ],
  margins: [
    '¿Cuál es mi margen neto?',
    '¿Cuál es mi margen de contribución?',
    '¿Qué margen neto es bueno comparado con mi industria?',
  ],
  runway: [
    '¿Cuánto efectivo debo tener de reserva?',
    '¿Qué es el burn rate o tasa de consumo de efectivo?',
    '¿Conviene planear la caja semana por semana o por mes?',
  ],
  burn: [
    '¿Para cuántos meses me alcanza la caja?',
    '¿Cuánto efectivo debo tener de reserva?',
    '¿Cómo afectan el aguinaldo y la PTU a mi flujo de caja?',
  ],
  cash: [
    '¿Para cuántos meses me alcanza la caja?',
    '¿Cuánto efectivo debo tener de reserva?',
    '¿Por qué vendo mucho pero no veo la utilidad en la cuenta?',
  ],
  healthScore: [
    '¿Cuál es mi margen neto?',
    '¿Cuál es mi margen de seguridad?',
    '¿Cuál es mi margen de contribución?',
  ],
  cashReserve: [
    '¿Para cuántos meses me alcanza la caja?',
    '¿Cómo afectan el aguinaldo y la PTU a mi flujo de caja?',
    '¿Conviene planear la caja semana por semana o por mes?',
  ],
};

/** What to ask next after an answer that cites a chapter first. */
const BY_CHAPTER: Record<number, string[]> = {
  1: [
    '¿Por qué vendo mucho pero no veo la utilidad en la cuenta?',
    '¿Cómo se calcula la puntuación de salud financiera de mi negocio?',
    '¿Cuáles son los tres estados financieros y para qué sirve cada uno?',
  ],
  2: [
    '¿Qué es un KPI y cuántos indicadores debo elegir?',
    '¿Cómo armo una rutina de reporte mensual?',
    '¿Cómo fijo metas para mis indicadores y mido la variación contra la meta?',
  ],
  3: [
    '¿Para cuántos meses me alcanza la caja?',
    '¿Cuánto efectivo debo tener de reserva?',
    '¿Cómo manejo las cuentas por cobrar y las cuentas por pagar?',
  ],
  4: [
    '¿Cómo separo el dinero personal del dinero del negocio?',
    '¿Cómo hago la conciliación bancaria de mi negocio?',
    '¿Qué alertas configuro cuando la caja está baja?',
  ],
  5: [
    '¿Qué relación LTV/COCA se considera buena?',
    '¿Cómo calculo el valor de vida del cliente (LTV)?',
    '¿Qué es el churn y cómo mejoro la retención de clientes?',
  ],
  6: [
    '¿Cuál es la diferencia entre costos fijos, variables y semivariables?',
    '¿Cómo calculo el costo por unidad de lo que vendo?',
    '¿Cómo reduzco costos sin dañar mi negocio?',
  ],
  7: [
    '¿Cuál es mi margen de contribución?',
    '¿Qué producto paga mis costos fijos?',
    '¿Cómo calculo mi punto de equilibrio?',
  ],
  8: [
    '¿Cómo fijo el precio con un margen objetivo?',
    '¿Qué es la elasticidad del precio de la demanda?',
    '¿Cuál es mi margen de contribución?',
  ],
  9: [
    '¿Cómo calculo mi punto de equilibrio?',
    '¿Cuál es mi margen de seguridad?',
    '¿Cuántos días del mes tardo en cubrir mis costos fijos?',
  ],
  10: [
    '¿Cuál es mi margen neto?',
    '¿Qué margen neto es bueno comparado con mi industria?',
    '¿Qué es el EBITDA?',
  ],
  11: [
    '¿Cómo calculo el retorno sobre la inversión (ROI) de una compra?',
    '¿En cuánto tiempo recupero lo que invertí en un equipo?',
    '¿Cómo comparo dos proyectos de inversión?',
  ],
  12: [
    '¿Cuánto efectivo debo tener de reserva?',
    '¿Qué es la concentración de clientes y por qué es un riesgo?',
    '¿Cómo mido la volatilidad de mis ingresos?',
  ],
  13: [
    '¿Cómo escribo una meta financiera SMART?',
    '¿Cómo comparo el presupuesto contra lo real?',
    '¿Qué es la precisión del presupuesto?',
  ],
  14: [
    '¿Cómo hago una proyección financiera a tres años?',
    '¿Qué diferencia hay entre el escenario conservador, el realista y el optimista?',
    '¿Para cuántos meses me alcanza la caja?',
  ],
  15: [
    '¿Cómo afectan el aguinaldo y la PTU a mi flujo de caja?',
    '¿Cómo financio el crecimiento de mi negocio?',
    '¿Cuánto efectivo debo tener de reserva?',
  ],
};

/** Every question the assistant may suggest next (each is answered from the book: tested). */
export const FOLLOW_UP_QUESTIONS: readonly string[] = [
  ...new Set([...Object.values(BY_FIGURE).flat(), ...Object.values(BY_CHAPTER).flat()]),
];

const MAX_FOLLOW_UPS = 4;
const same = (a: string, b: string) =>
  fold(a)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() ===
  fold(b)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Up to four questions to ask next: about the figure the question was about, else about the
 * chapters the answer cites (best first); never the question just asked.
 */
export function followUpQuestions(
  question: string,
  context: { figure: Figure | null; chapters: readonly number[] },
): string[] {
  const pool = [
    ...(context.figure ? BY_FIGURE[context.figure] : []),
    ...context.chapters.flatMap((chapter) => BY_CHAPTER[chapter] ?? []),
  ];
  const out: string[] = [];
  for (const candidate of pool) {
    if (out.length >= MAX_FOLLOW_UPS) break;
    if (!same(candidate, question) && !out.includes(candidate)) out.push(candidate);
  }
  return out;
}

import type { ChatAgentId } from '@caudal/contracts';

/**
 * Which agent a chat question concerns (issue 19), by the beginnings of its words, without
 * case or accents, in this order: cash → Maya; prices, margins, costs → Carlos; risk, debt →
 * Alex; growth → Sofía; reports → the report generator; indicators, performance → Diana;
 * anything else → the book assistant.
 */
const ROUTES: readonly [Exclude<ChatAgentId, 'book'>, readonly string[]][] = [
  ['maya', ['flujo', 'caja', 'efectivo', 'liquidez']],
  ['carlos', ['precio', 'margen', 'margenes', 'costo', 'cost', 'ltv', 'coca']],
  ['alex', ['riesgo', 'deuda', 'endeud']],
  ['sofia', ['crecer', 'crecimiento', 'crezc', 'expandir', 'expansion']],
  ['reports', ['reporte', 'informe']],
  ['diana', ['indicador', 'rendimiento', 'kpi', 'desempeno']],
];

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function routeQuestion(question: string): ChatAgentId {
  const tokens = words(question);
  for (const [agent, prefixes] of ROUTES) {
    if (tokens.some((t) => prefixes.some((p) => t.startsWith(p)))) return agent;
  }
  return 'book';
}

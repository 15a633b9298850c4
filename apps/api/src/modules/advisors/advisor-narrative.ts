import type { Citation } from '@caudal/book';
import { ADVISOR_NAMES, type AdvisorId, type AnswerMode } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { clip, type Llm } from '../../lib/llm.ts';

const MAX_NARRATIVE = 1500;

/** What each advisor looks after, for the model's instructions. */
const ROLES: Record<AdvisorId, string> = {
  maya: 'asesora de flujo de efectivo',
  carlos: 'asesor de economía unitaria, costos y precios',
  sofia: 'asesora de crecimiento',
  alex: 'asesor de riesgo',
  diana: 'asesora de desempeño',
  reports: 'el agente que prepara el reporte del mes',
};

const system = (agent: AdvisorId) =>
  [
    `Eres ${ADVISOR_NAMES[agent]}, ${ROLES[agent]} de Caudal, una aplicación para dueños de pequeños negocios en México.`,
    'Escribe en español de México, de tú, claro y directo, en 120 palabras o menos, un solo párrafo.',
    'Usa SOLO las cifras y los pasajes del libro «Finanzas para Emprendedores» que recibes: no inventes cifras, fechas, leyes ni datos.',
    'Menciona el capítulo del libro de donde sale cada consejo, por ejemplo «(capítulo 3)».',
  ].join(' ');

/**
 * The narrative of an advisor's analysis: with a configured model, written by it from the
 * computed figures, the recommendations and the cited passages only, within the model's time
 * limit; without one, or on any failure, the composed text.
 */
export async function advisorNarrative(
  llm: Llm | null,
  log: FastifyBaseLogger,
  input: {
    agent: AdvisorId;
    summary: string;
    facts: string[];
    recommendations: { title: string; description: string }[];
    citations: Citation[];
  },
): Promise<{ text: string; mode: AnswerMode }> {
  const fallback = { text: input.summary, mode: 'extractive' as const };
  if (!llm) return fallback;
  const user = [
    'Cifras del negocio:',
    ...input.facts.map((f) => `- ${f}`),
    '',
    'Recomendaciones:',
    ...input.recommendations.map((r) => `- ${r.title}: ${r.description}`),
    '',
    'Pasajes del libro:',
    ...input.citations.map(
      (c) => `[Capítulo ${c.chapter}, «${c.chapterTitle}» — ${c.title}] ${c.excerpt}`,
    ),
  ].join('\n');
  try {
    const text = await llm.complete([
      { role: 'system', content: system(input.agent) },
      { role: 'user', content: user },
    ]);
    return {
      text: clip(text, MAX_NARRATIVE),
      mode: 'generative',
    };
  } catch (error) {
    log.warn(
      { err: error, agent: input.agent },
      'advisor narrative failed; using the composed one',
    );
    return fallback;
  }
}

import type { BookAnswer } from '@caudal/book';
import type { AnswerMode } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { clip, type Llm } from '../../lib/llm.ts';

export type AssistantAnswer = Omit<BookAnswer, 'passages' | 'followUps'> & { mode: AnswerMode };

const MAX_ANSWER = 2000;

const SYSTEM_PROMPT = [
  'Eres el Asistente del libro «Finanzas para Emprendedores» dentro de Caudal, una aplicación para dueños de pequeños negocios en México.',
  'Responde en español de México, claro y directo, en 120 palabras o menos.',
  'Usa SOLO la información de los pasajes del libro que recibes; no inventes cifras, leyes ni datos.',
  'Menciona el capítulo de donde sale cada idea, por ejemplo «(capítulo 9)».',
  'Si los pasajes no bastan para responder, dilo con honestidad.',
].join(' ');

export type AnswerContext = { company_name?: string | null; industry?: string | null };

function userPrompt(
  question: string,
  passages: ReturnType<BookAnswer['passages']>,
  context?: AnswerContext,
) {
  const company = [context?.company_name, context?.industry].filter(Boolean).join(', ');
  const sources = passages
    .map((p) => `[Capítulo ${p.chapter}, «${p.chapterTitle}» — ${p.title}]\n${p.text}`)
    .join('\n\n');
  return `${company ? `Negocio: ${company}.\n` : ''}Pregunta: ${question}\n\nPasajes del libro:\n${sources}`;
}

/**
 * The answer written by the configured model from the retrieved passages only. Any failure
 * (network, time limit, status, an unexpected body) falls back to the extractive answer; a
 * question the book does not cover never reaches the model.
 */
export async function assistantAnswer(
  extractive: BookAnswer,
  question: string,
  options: { llm: Llm | null; log: FastifyBaseLogger; context?: AnswerContext },
): Promise<AssistantAnswer> {
  const { passages: passagesOf, followUps: _followUps, ...answer } = extractive;
  const fallback = { ...answer, mode: 'extractive' as const };
  const { llm, log } = options;
  if (!llm || !extractive.covered) return fallback;
  const passages = passagesOf();
  if (passages.length === 0) return fallback;
  try {
    const text = await llm.complete([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: userPrompt(question, passages, options.context) },
    ]);
    return {
      ...answer,
      answer: clip(text, MAX_ANSWER),
      mode: 'generative',
    };
  } catch (error) {
    log.warn({ err: error }, 'generative answer failed; using the extractive answer');
    return fallback;
  }
}

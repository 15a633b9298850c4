import type { BookAnswer } from '@caudal/book';
import { z } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmConfig } from '../../config.ts';

export type AssistantAnswer = Omit<BookAnswer, 'passages'> & {
  mode: 'extractive' | 'generative';
};

const MAX_ANSWER = 2000;

const SYSTEM_PROMPT = [
  'Eres el asistente del libro «Finanzas para Emprendedores» dentro de Caudal, una aplicación para dueños de pequeños negocios en México.',
  'Responde en español de México, claro y directo, en 120 palabras o menos.',
  'Usa SOLO la información de los pasajes del libro que recibes; no inventes cifras, leyes ni datos.',
  'Menciona el capítulo de donde sale cada idea, por ejemplo «(capítulo 9)».',
  'Si los pasajes no bastan para responder, dilo con honestidad.',
].join(' ');

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

function userPrompt(
  question: string,
  passages: ReturnType<BookAnswer['passages']>,
  context?: { company_name?: string | null; industry?: string | null },
) {
  const company = [context?.company_name, context?.industry].filter(Boolean).join(', ');
  const sources = passages
    .map((p) => `[Capítulo ${p.chapter}, «${p.chapterTitle}» — ${p.title}]\n${p.text}`)
    .join('\n\n');
  return `${company ? `Negocio: ${company}.\n` : ''}Pregunta: ${question}\n\nPasajes del libro:\n${sources}`;
}

/**
 * The answer written by an OpenAI-compatible model from the retrieved passages only, within
 * the configured time limit. Any failure (network, timeout, status, an unexpected body) falls
 * back to the extractive answer; a question the book does not cover never reaches the model.
 */
export async function assistantAnswer(
  extractive: BookAnswer,
  question: string,
  options: {
    llm: LlmConfig | null;
    log: FastifyBaseLogger;
    context?: { company_name?: string | null; industry?: string | null };
  },
): Promise<AssistantAnswer> {
  const { passages: passagesOf, ...answer } = extractive;
  const fallback = { ...answer, mode: 'extractive' as const };
  const { llm, log } = options;
  if (!llm || !extractive.covered) return fallback;
  const passages = passagesOf();
  if (passages.length === 0) return fallback;
  try {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(question, passages, options.context) },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
    if (!response.ok) throw new Error(`the model answered ${response.status}`);
    const body = CompletionSchema.parse(await response.json());
    const text = body.choices[0]?.message.content ?? '';
    return {
      ...answer,
      answer: text.length > MAX_ANSWER ? `${text.slice(0, MAX_ANSWER - 1).trimEnd()}…` : text,
      mode: 'generative',
    };
  } catch (error) {
    log.warn({ err: error }, 'generative answer failed; using the extractive answer');
    return fallback;
  }
}

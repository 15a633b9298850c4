import {
  AnalysisCitationSchema,
  type BookQaRequest,
  BookQaResponseSchema,
  citationHref,
  type User,
} from '@caudal/contracts';
import { ApiError } from '../../lib/api-client.ts';

export const QUESTION_MAX_LENGTH = 500;
const CONTEXT_MAX_LENGTH = 120;
/** Spec 000 §7: the modal shows only the first 100 characters of each excerpt. */
export const EXCERPT_PREVIEW_LENGTH = 100;
export const NO_ANSWER_TEXT = 'Análisis completado.';

export const SUGGESTIONS = [
  '¿Cómo calculo mi punto de equilibrio?',
  '¿Qué es el margen de contribución?',
  '¿Cuántos meses de pista de efectivo me quedan?',
  '¿Qué relación LTV/COCA es buena?',
  '¿Cómo afectan el aguinaldo y la PTU a mi flujo?',
] as const;

/** Spec 000 §8: when the assistant cannot answer, point to the two modules to start with. */
export const FALLBACK_TEXT = {
  server:
    'No pudimos consultar el libro en este momento. Mientras tanto, te recomendamos empezar por ' +
    'lo básico: en Flujo de caja revisa cuánto efectivo entra y sale cada mes y cuántos meses de ' +
    'pista te quedan; después, en Economía unitaria, confirma que cada venta y cada cliente te ' +
    'dejan margen. Son los dos módulos que más rápido muestran si tu negocio está sano.',
  network:
    'Sin conexión con el servidor. Te recomendamos empezar por los módulos de Flujo de caja y ' +
    'Economía unitaria.',
} as const;

export type CitationView = { chapter: number; label: string; excerpt: string; href: string };

export type AssistantReply =
  | {
      kind: 'answer';
      answer: string;
      covered: boolean;
      citations: CitationView[];
      /** A configured model wrote the text from the cited passages. */
      generated: boolean;
    }
  | { kind: 'fallback'; reason: keyof typeof FALLBACK_TEXT }
  | { kind: 'error'; message: string };

const clip = (value: string | null | undefined, max: number) => {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
};

/** The request: the trimmed question and the signed-in user's company as context. */
export function buildBookQuestion(
  question: string,
  user: Pick<User, 'company_name' | 'industry'> | null,
): BookQaRequest {
  return {
    question: question.trim().slice(0, QUESTION_MAX_LENGTH),
    user_context: {
      company_name: clip(user?.company_name, CONTEXT_MAX_LENGTH),
      industry: user?.industry ?? null,
    },
  };
}

/** The first 100 characters of an excerpt, with '…' when it was cut. */
export function excerptPreview(excerpt: string, limit = EXCERPT_PREVIEW_LENGTH): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  // By code points, so an accented letter or an emoji is never split in half.
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

type CitationInput = {
  chapter: number;
  title?: string | undefined;
  anchor?: string | undefined;
  excerpt: string;
};

/** 'Capítulo 9 · Margen de seguridad', linking to that section of the reader (its anchor, as
 * the server gives it) or to the chapter when the section is not known. */
export function citationView(citation: CitationInput): CitationView {
  const title = citation.title?.trim() ?? '';
  const anchor = citation.anchor?.trim() ?? '';
  return {
    chapter: citation.chapter,
    label: title ? `Capítulo ${citation.chapter} · ${title}` : `Capítulo ${citation.chapter}`,
    excerpt: excerptPreview(citation.excerpt),
    href: anchor
      ? citationHref({ chapter: citation.chapter, anchor })
      : `/app/libro/${citation.chapter}`,
  };
}

const LenientCitationSchema = AnalysisCitationSchema.partial({
  title: true,
  anchor: true,
  chapterTitle: true,
});
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function answerReply(
  answer: string,
  covered: boolean,
  citations: CitationInput[],
  generated = false,
): AssistantReply {
  return {
    kind: 'answer',
    answer: answer.trim() || NO_ANSWER_TEXT,
    covered,
    citations: citations.filter((c) => c.chapter >= 1).map(citationView),
    generated,
  };
}

/**
 * A 200 response body as a reply. The contract's shape first; a successful body with missing
 * parts is still read (no answer → 'Análisis completado.', spec 000 §8); an unsuccessful one
 * gets the fallback recommendation.
 */
export function readBookAnswer(body: unknown): AssistantReply {
  const parsed = BookQaResponseSchema.safeParse(body);
  if (parsed.success) {
    const { answer, covered, citations, mode } = parsed.data.result;
    return answerReply(answer, covered, citations, mode === 'generative');
  }
  if (!isRecord(body) || body.success !== true || !isRecord(body.result)) {
    return { kind: 'fallback', reason: 'server' };
  }
  const result = body.result;
  // The original service answered some questions in `analysis` instead of `answer`.
  const answer =
    typeof result.answer === 'string'
      ? result.answer
      : typeof result.analysis === 'string'
        ? result.analysis
        : '';
  const citations = Array.isArray(result.citations)
    ? result.citations.flatMap((c) => {
        const citation = LenientCitationSchema.safeParse(c);
        return citation.success ? [citation.data] : [];
      })
    : [];
  return answerReply(answer, result.covered !== false, citations);
}

/**
 * A failed call as a reply: a blank question (400) and a spent usage limit (429) show the
 * server's message; no connection gets the short fallback; anything else the long one.
 */
export function replyForError(error: unknown): AssistantReply {
  if (!(error instanceof ApiError)) return { kind: 'fallback', reason: 'server' };
  if ((error.status === 400 || error.status === 429) && error.detail) {
    return { kind: 'error', message: error.detail };
  }
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { kind: 'fallback', reason: 'network' };
  }
  return { kind: 'fallback', reason: 'server' };
}

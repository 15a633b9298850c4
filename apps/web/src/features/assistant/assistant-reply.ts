import {
  type AnalysisCitation,
  AnalysisCitationSchema,
  type AnalysisResult,
  type BookQaRequest,
  BookQaResponseSchema,
  type User,
} from '@caudal/contracts';
import { ApiError } from '../../lib/api-client.ts';

export const QUESTION_MAX_LENGTH = 500;
const CONTEXT_MAX_LENGTH = 120;
/**
 * The modal shows each excerpt's first whole sentences within 160 characters (spec 000 §7 said
 * the first 100 characters; issue 11: a quote is never cut mid-word or mid-sentence).
 */
export const EXCERPT_PREVIEW_LENGTH = 160;
export const NO_ANSWER_TEXT = 'Análisis completado.';

export const SUGGESTIONS = [
  '¿Cómo calculo mi punto de equilibrio?',
  '¿Cuál es mi margen de contribución?',
  '¿Cuánto efectivo debo tener de reserva?',
  '¿Para cuántos meses me alcanza la caja?',
  '¿Qué relación LTV/COCA es buena?',
] as const;

/** Spec 000 §8: when the assistant cannot answer, point to the two modules to start with. */
export const FALLBACK_TEXT = {
  server:
    'No pudimos consultar el libro en este momento. Mientras tanto, te recomendamos empezar por ' +
    'lo básico: en Flujo de caja revisa cuánto efectivo entra y sale cada mes y para cuántos ' +
    'meses te alcanza la caja; después, en Economía unitaria, confirma que cada venta y cada cliente te ' +
    'dejan margen. Son los dos módulos que más rápido muestran si tu negocio está sano.',
  network:
    'Sin conexión con el servidor. Te recomendamos empezar por los módulos de Flujo de caja y ' +
    'Economía unitaria.',
} as const;

export type DataLink = { label: string; path: string };

export type AssistantReply =
  | {
      kind: 'answer';
      /** The answer as the one AnalysisResult view shows it (`components/analysis-result`). */
      result: AnalysisResult;
      /** False when the book does not cover the question (the answer says so). */
      covered: boolean;
      /** Questions the server suggests asking next. */
      followUps: string[];
      /** Where to add the data the owner's figure needs, when some is missing. */
      dataLink: DataLink | null;
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

type CitationInput = Pick<AnalysisCitation, 'chapter' | 'excerpt'> &
  Partial<Pick<AnalysisCitation, 'chapterTitle' | 'title' | 'anchor'>>;

const LenientCitationSchema = AnalysisCitationSchema.partial({
  title: true,
  anchor: true,
  chapterTitle: true,
});
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An answer as an AnalysisResult: a missing section or anchor stays empty, so the citation
 * opens its chapter (the browser never guesses an anchor). */
function answerReply(
  answer: string,
  covered: boolean,
  citations: CitationInput[],
  written: Pick<AnalysisResult, 'agent' | 'findings' | 'mode' | 'generatedAt'> = {
    agent: 'book',
    findings: [],
    mode: 'extractive',
    generatedAt: '',
  },
  next: { followUps: string[]; dataLink: DataLink | null } = { followUps: [], dataLink: null },
): AssistantReply {
  return {
    kind: 'answer',
    covered,
    followUps: next.followUps.filter((q) => q.trim() !== ''),
    // Only a screen of the app: the server names the place, the browser only follows it.
    dataLink: next.dataLink?.path.startsWith('/app/') ? next.dataLink : null,
    result: {
      ...written,
      summary: answer.trim() || NO_ANSWER_TEXT,
      citations: citations
        .filter((c) => c.chapter >= 1)
        .map((c) => ({
          chapter: c.chapter,
          chapterTitle: c.chapterTitle ?? '',
          title: c.title ?? '',
          anchor: c.anchor ?? '',
          excerpt: c.excerpt,
        })),
    },
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
    const { answer, covered, citations, agent, findings, mode, generatedAt, followUps, dataLink } =
      parsed.data.result;
    return answerReply(
      answer,
      covered,
      citations,
      { agent, findings, mode, generatedAt },
      { followUps, dataLink },
    );
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

import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../../lib/api-client.ts';
import {
  buildBookQuestion,
  EXCERPT_PREVIEW_LENGTH,
  NO_ANSWER_TEXT,
  readBookAnswer,
  replyForError,
  SUGGESTIONS,
} from './assistant-reply.ts';

const httpError = (status: number, detail?: string) =>
  new ApiError({ status, kind: 'http', detail, message: detail ?? `Error ${status}` });

describe('the request', () => {
  it('trims the question and sends the company as context', () => {
    expect(
      buildBookQuestion('  ¿Qué es el margen?\n', {
        company_name: ' Tacos Ana ',
        industry: 'food_beverage',
      }),
    ).toEqual({
      question: '¿Qué es el margen?',
      user_context: { company_name: 'Tacos Ana', industry: 'food_beverage' },
    });
  });

  it('sends null context for a user without a company, and keeps within the limits', () => {
    const request = buildBookQuestion('x'.repeat(600), { company_name: '  ', industry: null });
    expect(request.question).toHaveLength(500);
    expect(request.user_context).toEqual({ company_name: null, industry: null });
    expect(buildBookQuestion('hola', null).user_context).toEqual({
      company_name: null,
      industry: null,
    });
  });

  it('offers between four and six suggestions', () => {
    expect(SUGGESTIONS.length).toBeGreaterThanOrEqual(4);
    expect(SUGGESTIONS.length).toBeLessThanOrEqual(6);
  });
});

describe('citations', () => {
  it('show whole sentences of each excerpt, up to 160 characters, in the modal', () => {
    // The cut itself is the AnalysisResult view's (components/analysis-result), tested there.
    expect(EXCERPT_PREVIEW_LENGTH).toBe(160);
  });
});

describe('reading the answer', () => {
  const citation = {
    chapter: 9,
    chapterTitle: 'Punto de equilibrio',
    title: 'Ejemplo práctico: la tortillería',
    anchor: 'ejemplo-practico-la-tortilleria',
    excerpt: 'Texto.',
  };

  it('reads the contract shape as the AnalysisResult it is', () => {
    const reply = readBookAnswer({
      success: true,
      result: {
        agent: 'book',
        summary: 'Según el capítulo 9…',
        answer: 'Según el capítulo 9…',
        findings: [],
        citations: [citation],
        covered: true,
        followUps: ['¿Cuál es mi margen de seguridad?'],
        dataLink: { label: 'Configura tu empresa', path: '/app/onboarding' },
        mode: 'generative',
        generatedAt: '2026-11-23T12:00:00.000Z',
      },
    });
    expect(reply).toEqual({
      kind: 'answer',
      covered: true,
      followUps: ['¿Cuál es mi margen de seguridad?'],
      dataLink: { label: 'Configura tu empresa', path: '/app/onboarding' },
      result: {
        agent: 'book',
        summary: 'Según el capítulo 9…',
        findings: [],
        citations: [citation],
        mode: 'generative',
        generatedAt: '2026-11-23T12:00:00.000Z',
      },
    });
  });

  it('follows a data link only into the app', () => {
    const body = (path: string) => ({
      success: true,
      result: {
        agent: 'book',
        summary: 'x',
        answer: 'x',
        findings: [],
        citations: [],
        covered: true,
        followUps: [],
        dataLink: { label: 'Otro sitio', path },
        mode: 'extractive',
        generatedAt: '',
      },
    });
    expect(readBookAnswer(body('https://ejemplo.com/app/x'))).toMatchObject({ dataLink: null });
    expect(readBookAnswer(body('/app/onboarding'))).toMatchObject({
      dataLink: { path: '/app/onboarding' },
    });
  });

  it('keeps an uncovered answer as given, with the nearest chapters', () => {
    const reply = readBookAnswer({
      success: true,
      result: {
        answer: 'El libro no trata directamente esa pregunta.',
        citations: [citation],
        covered: false,
      },
    });
    expect(reply).toMatchObject({
      kind: 'answer',
      result: { summary: 'El libro no trata directamente esa pregunta.' },
      covered: false,
    });
    expect(reply.kind === 'answer' && reply.result.citations).toEqual([citation]);
  });

  it('says “Análisis completado.” when a successful body has no answer', () => {
    expect(readBookAnswer({ success: true, result: { citations: [] } })).toEqual({
      kind: 'answer',
      covered: true,
      followUps: [],
      dataLink: null,
      result: {
        agent: 'book',
        summary: NO_ANSWER_TEXT,
        findings: [],
        citations: [],
        mode: 'extractive',
        generatedAt: '',
      },
    });
    expect(
      readBookAnswer({ success: true, result: { answer: '  ', citations: [], covered: true } }),
    ).toMatchObject({ result: { summary: NO_ANSWER_TEXT } });
  });

  it('reads the older analysis field and skips malformed citations', () => {
    const reply = readBookAnswer({
      success: true,
      result: {
        analysis: 'Tu flujo es sano.',
        citations: [{ chapter: 3, excerpt: 'x' }, { foo: 1 }],
      },
    });
    expect(reply).toMatchObject({ kind: 'answer', result: { summary: 'Tu flujo es sano.' } });
    // Without its section and anchor, the citation opens the chapter: no anchor is guessed.
    expect(reply.kind === 'answer' && reply.result.citations).toEqual([
      { chapter: 3, chapterTitle: '', title: '', anchor: '', excerpt: 'x' },
    ]);
  });

  it.each([
    [{ success: false }],
    [{ success: true }],
    [{ success: true, result: 'texto' }],
    [null],
    ['<html>'],
    [undefined],
  ])('an unsuccessful body %j gets the fallback', (body) => {
    expect(readBookAnswer(body)).toEqual({ kind: 'fallback', reason: 'server' });
  });
});

describe('failed calls', () => {
  it('shows the server message for a blank question and a spent usage limit', () => {
    expect(replyForError(httpError(400, 'Escribe una pregunta'))).toEqual({
      kind: 'error',
      message: 'Escribe una pregunta',
    });
    expect(replyForError(httpError(429, 'Alcanzaste el límite de consultas.'))).toEqual({
      kind: 'error',
      message: 'Alcanzaste el límite de consultas.',
    });
  });

  it('recommends the two modules for any other failure', () => {
    for (const error of [
      httpError(500),
      httpError(503, 'Mantenimiento'),
      httpError(429),
      new Error('x'),
    ]) {
      expect(replyForError(error)).toEqual({ kind: 'fallback', reason: 'server' });
    }
  });

  it('gives the short recommendation without a connection', () => {
    const network = new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE });
    const timeout = new ApiError({ status: 0, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
    expect(replyForError(network)).toEqual({ kind: 'fallback', reason: 'network' });
    expect(replyForError(timeout)).toEqual({ kind: 'fallback', reason: 'network' });
  });
});

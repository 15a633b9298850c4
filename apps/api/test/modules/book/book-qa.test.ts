import {
  AssistantStatusSchema,
  BookConceptSchema,
  BookQaResponseSchema,
  ChapterSchema,
  ChapterSummarySchema,
  FIGURE_CONCEPTS,
  UserSchema,
  z,
} from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();
const URL = '/api/agents/financial-advisor/book-qa';
const ask = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });
const me = async (headers: Record<string, string>) =>
  expectBody(await t.app.inject({ url: '/api/auth/me', headers }), 200, UserSchema);
const chapters = async () =>
  expectBody(await t.app.inject({ url: '/api/book/chapters' }), 200, z.array(ChapterSummarySchema));

describe('POST /api/agents/financial-advisor/book-qa', () => {
  it('answers from the book with chapter citations, best first, and counts the call', async () => {
    const { headers, user } = await signedInUser(t);
    const res = await ask(headers, {
      question: '¿Cuántas unidades necesito vender para llegar al punto de equilibrio?',
      user_context: { company_name: 'Tacos Ana', industry: 'food_beverage' },
    });
    const { result } = expectBody(res, 200, BookQaResponseSchema);
    expect(result.covered).toBe(true);
    expect(result.mode).toBe('extractive');
    expect(result.citations[0]).toMatchObject({ chapter: 9 });
    expect(result.citations[0]?.excerpt.length).toBeGreaterThan(40);
    expect(result.answer).toMatch(/capítulo 9/);
    expect(await me(headers)).toMatchObject({ id: user.id, api_usage_count: 1 });
  });

  it('says so when the book does not cover the question', async () => {
    const { headers } = await signedInUser(t);
    const res = await ask(headers, { question: '¿Quién ganó el mundial de futbol de 1986?' });
    const { result } = expectBody(res, 200, BookQaResponseSchema);
    expect(result).toMatchObject({ covered: false });
    expect(result.answer).toMatch(/no trata/);
  });

  it('refuses a blank question with a Spanish 400, without counting it', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await ask(headers, { question: '   ' }), 400, 'Escribe una pregunta');
    expect((await me(headers)).api_usage_count).toBe(0);
  });

  it('answers 429 in Spanish once the usage limit is spent', async () => {
    const { headers, user } = await signedInUser(t);
    await t.database.db.update(users).set({ apiUsageCount: 1000 }).where(eq(users.id, user.id));
    const res = await ask(headers, { question: '¿Qué es el EBITDA?' });
    expectDetail(res, 429, /límite de consultas/);
  });

  it('needs a session', async () => {
    expectDetail(await ask({}, { question: '¿Qué es el EBITDA?' }), 401);
  });
});

describe('GET /api/book/chapters', () => {
  it('lists the 15 chapters with their tools and concepts, without a session', async () => {
    const list = await chapters();
    expect(list.map((c) => c.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(list[8]).toMatchObject({ number: 9, module: '/app/costs-pricing' });
    expect(list[8]?.tools.length).toBeGreaterThanOrEqual(3);
    expect(list[8]).not.toHaveProperty('sections');
  });

  it('serves one chapter with its sections, and 400/404 for bad numbers', async () => {
    const res = await t.app.inject({ url: '/api/book/chapters/9' });
    const chapter = expectBody(res, 200, ChapterSchema);
    expect(chapter.title).toBe('Punto de equilibrio');
    expect(chapter.sections.length).toBeGreaterThanOrEqual(5);
    expect(chapter.sections[0]).toMatchObject({ id: '9-1' });
    const outOfRange = await t.app.inject({ url: '/api/book/chapters/16' });
    expectDetail(outOfRange, 400, 'El capítulo debe ser un número del 1 al 15');
    const notANumber = await t.app.inject({ url: '/api/book/chapters/abc' });
    expectDetail(notANumber, 400, 'El capítulo debe ser un número del 1 al 15');
  });
});

describe('book PDFs', () => {
  const pdfText = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  };

  it('the summary PDF carries every chapter with its summary', async () => {
    const list = await chapters();
    const text = await pdfText('/resources/finanzas-emprendedores-resumen.pdf');
    for (const chapter of list) {
      expect(text).toContain(`Capítulo ${chapter.number}. ${chapter.title}`);
    }
    expect(text).toContain(list[2]?.summary.replace(/\s+/g, ' ').slice(0, 60));
  });

  it('each chapter has its own PDF with its sections', async () => {
    const chapter = expectBody(
      await t.app.inject({ url: '/api/book/chapters/3' }),
      200,
      ChapterSchema,
    );
    const text = await pdfText(chapter.pdfUrl);
    expect(text).toContain('Capítulo 3. Flujo de efectivo');
    for (const section of chapter.sections) expect(text).toContain(section.title);
    expect((await t.app.inject({ url: '/resources/no-existe.pdf' })).statusCode).toBe(404);
  });
});

describe('GET /api/book/assistant', () => {
  it('says the assistant answers from the book when no model is configured', async () => {
    const res = await t.app.inject({ url: '/api/book/assistant' });
    expect(expectBody(res, 200, AssistantStatusSchema)).toEqual({
      mode: 'extractive',
      chapters: 15,
    });
  });
});

describe('GET /api/book/concepts', () => {
  it('serves, from the book, every concept a figure in the app points to', async () => {
    const res = await t.app.inject({ url: '/api/book/concepts' });
    const concepts = expectBody(res, 200, z.array(BookConceptSchema));
    expect(concepts.length).toBeGreaterThanOrEqual(90);
    for (const id of Object.values(FIGURE_CONCEPTS)) {
      const concept = concepts.find((c) => c.id === id);
      expect(concept, id).toBeDefined();
      expect(concept?.formula.length).toBeGreaterThan(5);
    }
    expect(concepts.find((c) => c.id === FIGURE_CONCEPTS.breakEven)).toMatchObject({
      chapter: 9,
      chapterTitle: 'Punto de equilibrio',
    });
  });
});

import { FIGURE_CONCEPTS } from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { bearer, register, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const URL = '/api/agents/financial-advisor/book-qa';
const ask = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });

describe('POST /api/agents/financial-advisor/book-qa', () => {
  it('answers from the book with chapter citations, best first, and counts the call', async () => {
    const { access_token, user } = await register(t.app);
    const headers = bearer(access_token);
    const res = await ask(headers, {
      question: '¿Cuántas unidades necesito vender para llegar al punto de equilibrio?',
      user_context: { company_name: 'Tacos Ana', industry: 'food_beverage' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { success, result } = res.json();
    expect(success).toBe(true);
    expect(result.covered).toBe(true);
    expect(result.citations[0]).toMatchObject({ chapter: 9 });
    expect(result.citations[0].excerpt.length).toBeGreaterThan(40);
    expect(result.answer).toMatch(/capítulo 9/);
    const me = (await t.app.inject({ url: '/api/auth/me', headers })).json();
    expect(me.api_usage_count).toBe(1);
    expect(me.id).toBe(user.id);
  });

  it('says so when the book does not cover the question', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const res = await ask(headers, { question: '¿Quién ganó el mundial de futbol de 1986?' });
    expect(res.json().result).toMatchObject({ covered: false });
    expect(res.json().result.answer).toMatch(/no trata/);
  });

  it('refuses a blank question with a Spanish 400, without counting it', async () => {
    const headers = bearer((await register(t.app)).access_token);
    const res = await ask(headers, { question: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Escribe una pregunta' });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).json().api_usage_count).toBe(0);
  });

  it('answers 429 in Spanish once the usage limit is spent', async () => {
    const { access_token, user } = await register(t.app);
    await t.database.db.update(users).set({ apiUsageCount: 1000 }).where(eq(users.id, user.id));
    const res = await ask(bearer(access_token), { question: '¿Qué es el EBITDA?' });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/límite de consultas/);
  });

  it('needs a session', async () => {
    expect((await ask({}, { question: '¿Qué es el EBITDA?' })).statusCode).toBe(401);
  });
});

describe('GET /api/book/chapters', () => {
  it('lists the 15 chapters with their tools and concepts, without a session', async () => {
    const res = await t.app.inject({ url: '/api/book/chapters' });
    expect(res.statusCode).toBe(200);
    const chapters = res.json();
    expect(chapters.map((c: { number: number }) => c.number)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(chapters[8]).toMatchObject({ number: 9, module: '/app/costs-pricing' });
    expect(chapters[8].tools.length).toBeGreaterThanOrEqual(3);
    expect(chapters[8]).not.toHaveProperty('sections');
  });

  it('serves one chapter with its sections, and 400/404 for bad numbers', async () => {
    const res = await t.app.inject({ url: '/api/book/chapters/9' });
    expect(res.statusCode).toBe(200);
    const chapter = res.json();
    expect(chapter.title).toBe('Punto de equilibrio');
    expect(chapter.sections.length).toBeGreaterThanOrEqual(5);
    expect(chapter.sections[0]).toMatchObject({ id: '9-1' });
    expect((await t.app.inject({ url: '/api/book/chapters/16' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/book/chapters/abc' })).json().detail).toBe(
      'El capítulo debe ser un número del 1 al 15',
    );
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
    const chapters = (await t.app.inject({ url: '/api/book/chapters' })).json();
    const text = await pdfText('/resources/finanzas-emprendedores-resumen.pdf');
    for (const chapter of chapters) {
      expect(text).toContain(`Capítulo ${chapter.number}. ${chapter.title}`);
    }
    expect(text).toContain(chapters[2].summary.replace(/\s+/g, ' ').slice(0, 60));
  });

  it('each chapter has its own PDF with its sections', async () => {
    const chapter = (await t.app.inject({ url: '/api/book/chapters/3' })).json();
    const text = await pdfText(chapter.pdfUrl);
    expect(text).toContain('Capítulo 3. Flujo de efectivo');
    for (const section of chapter.sections) expect(text).toContain(section.title);
    expect((await t.app.inject({ url: '/resources/no-existe.pdf' })).statusCode).toBe(404);
  });
});

describe('GET /api/book/assistant', () => {
  it('says the assistant answers from the book when no model is configured', async () => {
    const res = await t.app.inject({ url: '/api/book/assistant' });
    expect(res.json()).toEqual({ mode: 'extractive', chapters: 15 });
  });
});

describe('GET /api/book/concepts', () => {
  it('serves, from the book, every concept a figure in the app points to', async () => {
    const res = await t.app.inject({ url: '/api/book/concepts' });
    expect(res.statusCode).toBe(200);
    const concepts: { id: string; formula: string; chapter: number; chapterTitle: string }[] =
      res.json();
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

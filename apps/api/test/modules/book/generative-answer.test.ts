import { AssistantStatusSchema, BookQaResponseSchema } from '@caudal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { useFakeModel } from '../../support/fake-model.ts';
import { expectBody } from '../../support/responses.ts';

const WRITTEN =
  'Tu margen de seguridad dice cuánto pueden bajar tus ventas antes de perder dinero (capítulo 9).';
const model = useFakeModel(WRITTEN);

const t = useTestApp({
  env: () => ({
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'modelo-de-prueba',
    LLM_API_KEY: 'clave-secreta',
    LLM_TIMEOUT_MS: '400',
  }),
});

beforeEach(() => {
  model.behaviour = 'answer';
  model.calls = [];
});

const ask = async (question: string) => {
  const { headers } = await signedInUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents/financial-advisor/book-qa',
    headers,
    payload: { question, user_context: { company_name: 'Panadería Lupita', industry: 'food' } },
  });
  return expectBody(res, 200, BookQaResponseSchema).result;
};

describe('book assistant with a configured model', () => {
  it('says so on the public status', async () => {
    const res = await t.app.inject({ url: '/api/book/assistant' });
    expect(expectBody(res, 200, AssistantStatusSchema)).toEqual({
      mode: 'generative',
      chapters: 15,
    });
  });

  it('has the model write the answer from the retrieved passages, keeping the citations', async () => {
    const result = await ask('¿Qué es el margen de seguridad?');
    expect(result).toMatchObject({ answer: WRITTEN, mode: 'generative', covered: true });
    expect(result.citations[0]?.chapter).toBe(9);
    expect(model.calls).toHaveLength(1);
    const [call] = model.calls;
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer clave-secreta');
    expect(call?.body.model).toBe('modelo-de-prueba');
    const prompt = JSON.stringify(call?.body.messages);
    expect(prompt).toContain('Capítulo 9');
    expect(prompt).toContain('Panadería Lupita');
    expect(prompt).toContain('SOLO la información de los pasajes');
  });

  it.each([
    ['a timeout', 'silent'],
    ['a server error', 'error'],
    ['an unexpected body', 'garbage'],
  ] as const)('falls back to the extractive answer on %s', async (_name, behaviour) => {
    model.behaviour = behaviour;
    const result = await ask('¿Qué es el margen de seguridad?');
    expect(model.calls).toHaveLength(1);
    expect(result.mode).toBe('extractive');
    expect(result.answer).toMatch(/^Según el capítulo 9/);
    expect(result.citations[0]?.chapter).toBe(9);
  });

  it("rewrites only the book's part: the owner's figure stays composed, and never reaches it", async () => {
    // One product at $100 (variable $60) × 300 a month, rent $10,040: break-even
    // 10,040 ÷ (100 − 60) = 251 units (a number the book's own examples do not use).
    const { headers } = await signedInUser(t);
    const post = async (url: string, payload: object) =>
      expect((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(201);
    await post('/api/products', {
      name: 'Paleta',
      price: 100,
      variableCost: 60,
      monthlySales: 300,
      category: 'Ventas',
    });
    await post('/api/fixed-costs', {
      name: 'Renta',
      amount: 10_040,
      category: 'Renta',
      recurring: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agents/financial-advisor/book-qa',
      headers,
      payload: { question: '¿Cómo calculo mi punto de equilibrio?' },
    });
    const result = expectBody(res, 200, BookQaResponseSchema).result;
    expect(result.mode).toBe('generative');
    expect(result.answer).toMatch(/^Tu punto de equilibrio es de 251 unidades al mes, .*\n\n/s);
    expect(result.answer.endsWith(`\n\n${WRITTEN}`)).toBe(true);
    expect(JSON.stringify(model.calls[0]?.body.messages)).not.toContain('251');
  });

  it('never sends a question the book does not cover', async () => {
    const result = await ask('¿Cuál es la capital de Australia?');
    expect(result).toMatchObject({ covered: false, mode: 'extractive' });
    expect(model.calls).toHaveLength(0);
  });
});

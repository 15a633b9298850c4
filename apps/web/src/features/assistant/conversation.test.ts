import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../lib/session-storage.ts';
import type { AssistantReply } from './assistant-reply.ts';
import {
  conversationKey,
  type Exchange,
  followUpsOf,
  MAX_EXCHANGES,
  readConversation,
  withExchange,
  writeConversation,
} from './conversation.ts';

const memoryStore = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const answer = (summary: string, followUps: string[] = []): AssistantReply => ({
  kind: 'answer',
  covered: true,
  followUps,
  dataLink: null,
  result: {
    agent: 'book',
    summary,
    findings: [],
    citations: [
      {
        chapter: 9,
        chapterTitle: 'Punto de equilibrio',
        title: 'Punto de equilibrio en unidades',
        anchor: 'punto-de-equilibrio-en-unidades',
        excerpt:
          'La fórmula básica para un producto es: Unidades de equilibrio = costos fijos ÷ (precio − costo variable unitario).',
      },
    ],
    mode: 'extractive',
    generatedAt: '2026-03-16T18:00:00.000Z',
  },
});

const exchange = (question: string, reply: AssistantReply = answer('Respuesta.')): Exchange => ({
  question,
  reply,
});

describe('the conversation of the visit', () => {
  it('is written and read back per user, whole', () => {
    const store = memoryStore();
    const list = [
      exchange(
        '¿Cómo calculo mi punto de equilibrio?',
        answer('Tu punto de equilibrio…', ['¿Y mi margen?']),
      ),
      exchange('¿Cómo va mi negocio?', { kind: 'fallback', reason: 'network' }),
      exchange('   ', { kind: 'error', message: 'Escribe una pregunta' }),
    ];
    writeConversation(store, 'ana', list);
    expect(readConversation(store, 'ana')).toEqual(list);
    expect(readConversation(store, 'beto')).toEqual([]);
    writeConversation(store, 'ana', []);
    expect(store.data.has(conversationKey('ana'))).toBe(false);
  });

  it('reads an unreadable or foreign value as an empty conversation', () => {
    const store = memoryStore();
    for (const raw of [
      '{',
      '[]',
      '{"v":2,"exchanges":[]}',
      '{"v":1,"exchanges":[{"question":1}]}',
    ]) {
      store.setItem(conversationKey('ana'), raw);
      expect(readConversation(store, 'ana'), raw).toEqual([]);
    }
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readConversation(broken, 'ana')).toEqual([]);
    expect(() => writeConversation(broken, 'ana', [exchange('x')])).not.toThrow();
  });

  it(`keeps the last ${MAX_EXCHANGES} exchanges`, () => {
    let list: Exchange[] = [];
    for (let i = 1; i <= MAX_EXCHANGES + 2; i++)
      list = withExchange(list, exchange(`Pregunta ${i}`));
    expect(list.map((e) => e.question)).toEqual(
      Array.from({ length: MAX_EXCHANGES }, (_, i) => `Pregunta ${i + 3}`),
    );
  });

  it('offers the last answer’s follow-ups not asked yet, three at most', () => {
    const list = [
      exchange('¿Cuál es mi margen de seguridad?'),
      exchange(
        '¿Cómo calculo mi punto de equilibrio?',
        answer('…', [
          '¿Cuál es mi margen de seguridad?',
          '¿Cuántos días del mes tardo en cubrir mis costos fijos?',
          '¿Cuál es mi margen de contribución?',
          '¿Qué producto paga mis costos fijos?',
          '¿Cuál es mi margen neto?',
        ]),
      ),
    ];
    expect(followUpsOf(list)).toEqual([
      '¿Cuántos días del mes tardo en cubrir mis costos fijos?',
      '¿Cuál es mi margen de contribución?',
      '¿Qué producto paga mis costos fijos?',
    ]);
    expect(followUpsOf([...list, exchange('x', { kind: 'fallback', reason: 'server' })])).toEqual(
      [],
    );
    expect(followUpsOf([])).toEqual([]);
  });
});
